import { z } from 'zod/mini';
import { checkedString, looseArray, looseNumber, looseString, optionalNumber, preprocess, status } from './primitives';
import { boundedText } from './request-input';
import { TestimonialSchema } from './showcase';
import { lazySchema } from './lazy';

/**
 * The information pages' data (catalogue §2 "Blog and testimonials", "Information pages", §3, §7): the blog
 * list and an article, testimonials, FAQ categories with their questions and jewellery-care entries (the order
 * lookup of /order-status is in order-lookup.ts). Field names are the back office's own; HTML fields (`blog_desc`, `faq_description`,
 * `jewelry_description`) are drawn only through the safe HTML path.
 */

// ---- Blog ----

/** A blog card (`/blog-list`, `relatedBlogs`): `blog_category_name` is a comma-separated list of categories. */
export const BlogCardSchema = lazySchema(() =>
  z.object({
    blog_id: optionalNumber,
    blog_name: looseString,
    blog_slug: looseString,
    blog_image: looseString,
    blog_short_description: looseString,
    blog_category_name: looseString,
    /** When it was published (ISO 8601): the card's date and the article's structured data. */
    created_at: looseString,
  }),
);
export type BlogCard = z.infer<typeof BlogCardSchema>;

/** The article of `/blog-details`: the card's fields and the body (`blog_desc`, HTML). */
export const BlogArticleSchema = lazySchema(() =>
  z.object({
    ...BlogCardSchema.shape,
    blog_desc: looseString,
    /** When it was last changed (ISO 8601), for the structured data's dateModified. */
    updated_at: looseString,
  }),
);
export type BlogArticle = z.infer<typeof BlogArticleSchema>;

/** GET /blog-list (catalogue §7): every published article, newest first. */
export const BlogListResponseSchema = lazySchema(() =>
  z.object({
    status,
    message: looseString,
    blogsData: looseArray(BlogCardSchema),
    blog_image_path: looseString,
  }),
);
export type BlogListResponse = z.infer<typeof BlogListResponseSchema>;

/** A blog category (`categoryData`): every category that has a published article. */
export const BlogCategorySchema = lazySchema(() =>
  z.object({
    category_id: optionalNumber,
    category_name: looseString,
  }),
);

/** The slug of an article, from the route. */
const BLOG_SLUG_MAX = 160;
export const BlogDetailsRequestSchema = lazySchema(() =>
  z.object({
    blog_slug: boundedText(
      BLOG_SLUG_MAX,
      preprocess(
        (v) => (typeof v === 'string' ? v.trim() : v),
        checkedString((v) => (v === '' ? 'Please provide a blog slug' : null)),
      ),
    ),
  }),
);

/**
 * POST /blog-details {blog_slug} (catalogue §7): the article, the categories, and up to three related articles
 * (sharing a category first, then the newest). An unknown slug answers status error with `data` null.
 */
export const BlogDetailsResponseSchema = lazySchema(() =>
  z.object({
    status,
    message: looseString,
    data: preprocess((v) => v ?? null, z.nullable(BlogArticleSchema)),
    categoryData: looseArray(BlogCategorySchema),
    relatedBlogs: looseArray(BlogCardSchema),
    blog_image_path: looseString,
  }),
);
export type BlogDetailsResponse = z.infer<typeof BlogDetailsResponseSchema>;

// ---- Testimonials ----

/** GET /testimonial-list (catalogue §7): every testimonial, not only the featured ones of the home block. */
export const TestimonialListResponseSchema = lazySchema(() =>
  z.object({
    status,
    message: looseString,
    testimonialData: looseArray(TestimonialSchema),
    testimonial_image_path: looseString,
  }),
);

// ---- FAQ ----

export const FaqSchema = lazySchema(() =>
  z.object({
    faq_id: optionalNumber,
    faq_title: looseString,
    /** HTML. */
    faq_description: looseString,
  }),
);
export type Faq = z.infer<typeof FaqSchema>;

/** An FAQ category (catalogue §3): its name, its image (under `category_image_path`) and its questions. */
export const FaqCategorySchema = lazySchema(() =>
  z.object({
    fc_id: looseNumber,
    fc_name: looseString,
    fc_image: looseString,
    faqs: looseArray(FaqSchema),
  }),
);
export type FaqCategory = z.infer<typeof FaqCategorySchema>;

/** GET categoryFaqs (catalogue §7). */
export const FaqCategoriesResponseSchema = lazySchema(() =>
  z.object({
    status,
    message: looseString,
    faqCatData: looseArray(FaqCategorySchema),
    category_image_path: looseString,
  }),
);
export type FaqCategoriesResponse = z.infer<typeof FaqCategoriesResponseSchema>;

// ---- Jewellery care ----

/** A jewellery-care entry (catalogue §3): a section of /jewellery-care and an item of its side list. */
export const JewelryCareEntrySchema = lazySchema(() =>
  z.object({
    jewelry_id: optionalNumber,
    jewelry_title: looseString,
    /** HTML. */
    jewelry_description: looseString,
  }),
);
export type JewelryCareEntry = z.infer<typeof JewelryCareEntrySchema>;

/** GET jewelryCare (catalogue §7). */
export const JewelryCareResponseSchema = lazySchema(() =>
  z.object({
    status,
    message: looseString,
    jewelryData: looseArray(JewelryCareEntrySchema),
  }),
);
