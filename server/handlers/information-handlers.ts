import type { informationCalls } from '@schemas/calls/information';
import { blogDetails, blogList, categoryFaqsHandler, jewelryCareHandler, testimonialList } from './information';
import type { DomainHandlers } from './types';

/** The information pages' handlers (issue 12), keyed by call name (schemas/calls/information.ts). */
export const informationHandlers: DomainHandlers<typeof informationCalls> = {
  'blog-list': blogList,
  'blog-details': blogDetails,
  'testimonial-list': testimonialList,
  categoryFaqs: categoryFaqsHandler,
  jewelryCare: jewelryCareHandler,
};
