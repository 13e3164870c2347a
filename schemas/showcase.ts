import { z } from 'zod/mini';
import { looseArray, looseNumber, looseString, optionalNumber, status } from './primitives';
import { lazySchema } from './lazy';

/**
 * The showcase blocks' data (spec: shell §7): team, awards, events, featured blogs and testimonials, as
 * the back office sends them. Field names are the back office's own.
 */

// ---- Team, awards, events (home_types 8, 9, 10) ----

export const TeamMemberSchema = lazySchema(() =>
  z.object({
    team_id: optionalNumber,
    team_name: looseString,
    team_image: looseString,
    team_desc: looseString,
  }),
);
export type TeamMember = z.infer<typeof TeamMemberSchema>;

export const TeamsResponseSchema = lazySchema(() =>
  z.object({
    status,
    resTeamData: looseArray(TeamMemberSchema),
    default_image_path: looseString,
    teamImagePath: looseString,
  }),
);

export const AwardSchema = lazySchema(() =>
  z.object({
    certificate_id: optionalNumber,
    certificate_name: looseString,
    certificate_image: looseString,
    certificate_desc: looseString,
  }),
);
export type Award = z.infer<typeof AwardSchema>;

export const AwardsResponseSchema = lazySchema(() =>
  z.object({
    status,
    resAwardCertificate: looseArray(AwardSchema),
    default_image_path: looseString,
    awardCertificateImagePath: looseString,
  }),
);

export const EventSchema = lazySchema(() =>
  z.object({
    event_id: optionalNumber,
    event_name: looseString,
    event_image: looseString,
    /** Where to find the shop at the event ("Hall 3, Booth 42"). */
    event_booth: looseString,
  }),
);
export type ShopEvent = z.infer<typeof EventSchema>;

export const EventsResponseSchema = lazySchema(() =>
  z.object({
    status,
    resEventData: looseArray(EventSchema),
    default_image_path: looseString,
    eventImagePath: looseString,
  }),
);

// ---- Featured blogs and testimonials (home_types 16, 15) ----

export const FeaturedBlogSchema = lazySchema(() =>
  z.object({
    blog_id: optionalNumber,
    blog_name: looseString,
    blog_slug: looseString,
    blog_image: looseString,
    blog_short_description: looseString,
  }),
);
export type FeaturedBlog = z.infer<typeof FeaturedBlogSchema>;

export const FeaturedBlogsResponseSchema = lazySchema(() =>
  z.object({
    status,
    blogsData: looseArray(FeaturedBlogSchema),
    blog_image_path: looseString,
  }),
);

export const TestimonialSchema = lazySchema(() =>
  z.object({
    testimonial_id: looseNumber,
    testimonial_name: looseString,
    testimonial_location: looseString,
    testimonial_desc: looseString,
    testimonial_image: looseString,
  }),
);
export type Testimonial = z.infer<typeof TestimonialSchema>;

export const TestimonialsResponseSchema = lazySchema(() =>
  z.object({
    status,
    testimonialData: looseArray(TestimonialSchema),
    testimonial_image_path: looseString,
  }),
);
