import { z } from 'zod/mini';
import { ProductCardSchema } from './catalogue';
import { looseArray, looseNumber, looseString, optionalNumber, preprocess, status } from './primitives';
import { optionalId, requestIdList } from './request-input';

/**
 * The data calls of the home and content-page blocks (spec: shell §7): product lists, category tiles,
 * team, awards, events, featured blogs, testimonials and appointment booking. Field names are the back
 * office's own. Request payloads that the spec describes only as "data (block settings)" carry the
 * block's own fields under `data` (docs/decisions/012-block-data-calls.md).
 */

/** The longest comma list of ids a request may carry: some 180 ids, far more than a block shows. */
export const ID_LIST_MAX = 2000;

// ---- Product lists (home_type 1) ----

/** `categoryWiseProducts`, `tagsWiseProducts`, `customProducts`: `data` is the block's settings. */
export const ProductListRequestSchema = z.object({
  data: z.object({
    home_cat_id: optionalId,
    home_tag_id: optionalId,
    /** Comma-separated product ids, in the editor's order. */
    home_custome_products_id: requestIdList(ID_LIST_MAX),
    /** How many products to return; absent means the server's default. */
    home_no_items: optionalNumber,
  }),
});
export type ProductListRequest = z.infer<typeof ProductListRequestSchema>;

export const CategoryProductsResponseSchema = z.object({
  status,
  categoriesData: preprocess(
    (v) => v ?? undefined,
    z.optional(z.object({ cat_name: looseString, cat_slug: looseString, catProducts: looseArray(ProductCardSchema) })),
  ),
});

export const TagProductsResponseSchema = z.object({
  status,
  tagsData: preprocess(
    (v) => v ?? undefined,
    z.optional(z.object({ tag_name: looseString, tag_slug: looseString, tagProducts: looseArray(ProductCardSchema) })),
  ),
});

export const CustomProductsResponseSchema = z.object({ status, productData: looseArray(ProductCardSchema) });

// ---- Category tiles (home_type 2) ----

export const CategoryByIdsRequestSchema = z.object({
  data: z.object({
    /** Comma-separated category ids, in the editor's order. */
    home_cat_multi_id: requestIdList(ID_LIST_MAX),
  }),
});

export const CategoryTileSchema = z.object({
  cat_id: optionalNumber,
  cat_name: looseString,
  cat_slug: looseString,
  cat_image: looseString,
  /** A video file name or URL; when present the tile plays it instead of the image. */
  cat_video: looseString,
});
export type CategoryTile = z.infer<typeof CategoryTileSchema>;

export const CategoryByIdsResponseSchema = z.object({
  status,
  default_image_path: looseString,
  categoryImageUrl: looseString,
  resCategoryData: looseArray(CategoryTileSchema),
});

// ---- Team, awards, events (home_types 8, 9, 10) ----

export const TeamMemberSchema = z.object({
  team_id: optionalNumber,
  team_name: looseString,
  team_image: looseString,
  team_desc: looseString,
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;

export const TeamsResponseSchema = z.object({
  status,
  resTeamData: looseArray(TeamMemberSchema),
  default_image_path: looseString,
  teamImagePath: looseString,
});

export const AwardSchema = z.object({
  certificate_id: optionalNumber,
  certificate_name: looseString,
  certificate_image: looseString,
  certificate_desc: looseString,
});
export type Award = z.infer<typeof AwardSchema>;

export const AwardsResponseSchema = z.object({
  status,
  resAwardCertificate: looseArray(AwardSchema),
  default_image_path: looseString,
  awardCertificateImagePath: looseString,
});

export const EventSchema = z.object({
  event_id: optionalNumber,
  event_name: looseString,
  event_image: looseString,
  /** Where to find the shop at the event ("Hall 3, Booth 42"). */
  event_booth: looseString,
});
export type ShopEvent = z.infer<typeof EventSchema>;

export const EventsResponseSchema = z.object({
  status,
  resEventData: looseArray(EventSchema),
  default_image_path: looseString,
  eventImagePath: looseString,
});

// ---- Featured blogs and testimonials (home_types 16, 15) ----

export const FeaturedBlogSchema = z.object({
  blog_id: optionalNumber,
  blog_name: looseString,
  blog_slug: looseString,
  blog_image: looseString,
  blog_short_description: looseString,
});
export type FeaturedBlog = z.infer<typeof FeaturedBlogSchema>;

export const FeaturedBlogsResponseSchema = z.object({
  status,
  blogsData: looseArray(FeaturedBlogSchema),
  blog_image_path: looseString,
});

export const TestimonialSchema = z.object({
  testimonial_id: looseNumber,
  testimonial_name: looseString,
  testimonial_location: looseString,
  testimonial_desc: looseString,
  testimonial_image: looseString,
});
export type Testimonial = z.infer<typeof TestimonialSchema>;

export const TestimonialsResponseSchema = z.object({
  status,
  testimonialData: looseArray(TestimonialSchema),
  testimonial_image_path: looseString,
});
