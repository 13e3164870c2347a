import { and, asc, eq } from 'drizzle-orm';
import { DEFAULT_IMAGE } from '@domain/constants';
import { awards, blogs, events, teamMembers, testimonials } from '../db/schema';
import type { Handler } from './types';

/**
 * Team, awards, events, featured blogs and testimonials (shell §7): each call lists its table in the
 * editor's order (`sort`, then id). Blogs and testimonials list only the featured ones. An empty table is
 * still a success with an empty list: the block then shows nothing (shell §8). Draft articles are never listed.
 */

/** Base paths the storefront joins with bare file names (src/lib/media.ts); the seed uses rooted URLs. */
export const SHOWCASE_MEDIA_PATHS = {
  team: '/media/team/',
  awards: '/media/awards/',
  events: '/media/events/',
  blogs: '/media/blogs/',
  testimonials: '/media/testimonials/',
} as const;

const ok = 'success';

export const getTeamsData: Handler<'getTeamsData'> = async (_body, { db }) => {
  const rows = await db.select().from(teamMembers).orderBy(asc(teamMembers.sort), asc(teamMembers.id));
  return {
    status: ok,
    resTeamData: rows.map((r) => ({ team_id: r.id, team_name: r.name, team_image: r.image, team_desc: r.description })),
    default_image_path: DEFAULT_IMAGE,
    teamImagePath: SHOWCASE_MEDIA_PATHS.team,
  };
};

export const getAwardCertificateData: Handler<'getAwardCertificateData'> = async (_body, { db }) => {
  const rows = await db.select().from(awards).orderBy(asc(awards.sort), asc(awards.id));
  return {
    status: ok,
    resAwardCertificate: rows.map((r) => ({
      certificate_id: r.id,
      certificate_name: r.name,
      certificate_image: r.image,
      certificate_desc: r.description,
    })),
    default_image_path: DEFAULT_IMAGE,
    awardCertificateImagePath: SHOWCASE_MEDIA_PATHS.awards,
  };
};

export const getEventsData: Handler<'getEventsData'> = async (_body, { db }) => {
  const rows = await db.select().from(events).orderBy(asc(events.sort), asc(events.id));
  return {
    status: ok,
    resEventData: rows.map((r) => ({ event_id: r.id, event_name: r.name, event_image: r.image, event_booth: r.booth })),
    default_image_path: DEFAULT_IMAGE,
    eventImagePath: SHOWCASE_MEDIA_PATHS.events,
  };
};

export const featuredBlogsList: Handler<'featuredBlogsList'> = async (_body, { db }) => {
  // A draft (issue 12) stays off the home page even when it is marked featured.
  const rows = await db
    .select()
    .from(blogs)
    .where(and(eq(blogs.featured, true), eq(blogs.published, true)))
    .orderBy(asc(blogs.sort), asc(blogs.id));
  return {
    status: ok,
    blogsData: rows.map((r) => ({
      blog_id: r.id,
      blog_name: r.name,
      blog_slug: r.slug,
      blog_image: r.image,
      blog_short_description: r.shortDescription,
    })),
    blog_image_path: SHOWCASE_MEDIA_PATHS.blogs,
  };
};

export const featuredTestimonialList: Handler<'featuredTestimonialList'> = async (_body, { db }) => {
  const rows = await db
    .select()
    .from(testimonials)
    .where(eq(testimonials.featured, true))
    .orderBy(asc(testimonials.sort), asc(testimonials.id));
  return {
    status: ok,
    testimonialData: rows.map((r) => ({
      testimonial_id: r.id,
      testimonial_name: r.name,
      testimonial_location: r.location,
      testimonial_desc: r.description,
      testimonial_image: r.image,
    })),
    testimonial_image_path: SHOWCASE_MEDIA_PATHS.testimonials,
  };
};
