import {
  AwardsResponseSchema,
  EventsResponseSchema,
  FeaturedBlogsResponseSchema,
  TeamsResponseSchema,
  TestimonialsResponseSchema,
} from '../showcase';
import { defineCall, NoBody } from '../call';

/** Showcase: what the shop shows of itself in CMS blocks (team, awards, events, featured blogs and testimonials). */

export const getTeamsData = defineCall({
  name: 'getTeamsData',
  method: 'GET',
  path: 'getTeamsData',
  request: NoBody,
  response: TeamsResponseSchema,
  summary: 'Team block',
});

export const getAwardCertificateData = defineCall({
  name: 'getAwardCertificateData',
  method: 'GET',
  path: 'getAwardCertificateData',
  request: NoBody,
  response: AwardsResponseSchema,
  summary: 'Awards and certificates block',
});

export const getEventsData = defineCall({
  name: 'getEventsData',
  method: 'GET',
  path: 'getEventsData',
  request: NoBody,
  response: EventsResponseSchema,
  summary: 'Events block',
});

export const featuredBlogsList = defineCall({
  name: 'featuredBlogsList',
  method: 'GET',
  path: 'featuredBlogsList',
  request: NoBody,
  response: FeaturedBlogsResponseSchema,
  summary: 'Featured blogs block',
});

export const featuredTestimonialList = defineCall({
  name: 'featuredTestimonialList',
  method: 'GET',
  path: 'featuredTestimonialList',
  request: NoBody,
  response: TestimonialsResponseSchema,
  summary: 'Testimonials block',
});

/** Every showcase call, keyed by call name, for the contract table. */
export const showcaseCalls = {
  getTeamsData,
  getAwardCertificateData,
  getEventsData,
  featuredBlogsList,
  featuredTestimonialList,
} as const;
