import type { Handler } from './types';

// Team, awards, events, featured blogs and testimonials (shell §7). Being implemented: see the block issue.
export const getTeamsData: Handler<'getTeamsData'> = async () => ({
  status: 'error',
  resTeamData: [],
  default_image_path: '',
  teamImagePath: '',
});
export const getAwardCertificateData: Handler<'getAwardCertificateData'> = async () => ({
  status: 'error',
  resAwardCertificate: [],
  default_image_path: '',
  awardCertificateImagePath: '',
});
export const getEventsData: Handler<'getEventsData'> = async () => ({
  status: 'error',
  resEventData: [],
  default_image_path: '',
  eventImagePath: '',
});
export const featuredBlogsList: Handler<'featuredBlogsList'> = async () => ({
  status: 'error',
  blogsData: [],
  blog_image_path: '',
});
export const featuredTestimonialList: Handler<'featuredTestimonialList'> = async () => ({
  status: 'error',
  testimonialData: [],
  testimonial_image_path: '',
});
