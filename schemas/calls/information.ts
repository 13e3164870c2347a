import {
  BlogDetailsRequestSchema,
  BlogDetailsResponseSchema,
  BlogListResponseSchema,
  FaqCategoriesResponseSchema,
  JewelryCareResponseSchema,
  TestimonialListResponseSchema,
} from '../information';
import { defineCall, NoBody } from '../call';

/** The information pages (catalogue §2, §7; issue 12): blog, testimonials, FAQ, jewellery care. */

export const blogList = defineCall({
  name: 'blog-list',
  method: 'GET',
  path: 'blog-list',
  request: NoBody,
  response: BlogListResponseSchema,
  summary: 'Every published article, newest first',
});

export const blogDetails = defineCall({
  name: 'blog-details',
  method: 'POST',
  path: 'blog-details',
  request: BlogDetailsRequestSchema,
  response: BlogDetailsResponseSchema,
  summary: 'An article by slug, the categories and related articles',
});

export const testimonialList = defineCall({
  name: 'testimonial-list',
  method: 'GET',
  path: 'testimonial-list',
  request: NoBody,
  response: TestimonialListResponseSchema,
  summary: 'Every testimonial',
});

export const categoryFaqs = defineCall({
  name: 'categoryFaqs',
  method: 'GET',
  path: 'categoryFaqs',
  request: NoBody,
  response: FaqCategoriesResponseSchema,
  summary: 'FAQ categories with their questions',
});

export const jewelryCare = defineCall({
  name: 'jewelryCare',
  method: 'GET',
  path: 'jewelryCare',
  request: NoBody,
  response: JewelryCareResponseSchema,
  summary: 'Jewellery-care entries',
});

/** Every information call, keyed by call name, for the contract table. */
export const informationCalls = {
  'blog-list': blogList,
  'blog-details': blogDetails,
  'testimonial-list': testimonialList,
  categoryFaqs,
  jewelryCare,
} as const;
