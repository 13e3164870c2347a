import { accordionBlock } from './accordion/definition';
import { appointmentBookingBlock } from './appointment-booking/definition';
import { awardsBlock } from './awards/definition';
import { categoryTilesBlock } from './category-tiles/definition';
import type { BlockRegistry } from '@/renderer/define-block';
import { eventsBlock } from './events/definition';
import { featuredBlogsBlock } from './featured-blogs/definition';
import { headingBlock } from './heading/definition';
import { heroBannerBlock } from './hero-banner/definition';
import { imageBlock } from './image/definition';
import { productListBlock } from './product-list/definition';
import { richTextBlock } from './rich-text/definition';
import { tabsBlock } from './tabs/definition';
import { teamBlock } from './team/definition';
import { testimonialsBlock } from './testimonials/definition';
import { typeNumberBlocks } from './type-number/definition';
import { videoBlock } from './video/definition';
import { videoGalleryBlock } from './video-gallery/definition';

const [typeNumber3, typeNumber6, typeNumber7] = typeNumberBlocks;

/**
 * Every CMS block, keyed by `home_type` (spec: shell §2 "Detail blocks by home_type"), and the hero.
 * Types not listed follow the unknown-type policy (ADR 005): skipped for shoppers, an error card for
 * editors. The app composes these with the special blocks features provide (src/app/block-registry.ts)
 * and hands the result to the renderer's RegistryProvider.
 */
export const cmsBlocks = {
  1: productListBlock,
  2: categoryTilesBlock,
  3: typeNumber3,
  4: richTextBlock,
  5: imageBlock,
  6: typeNumber6,
  7: typeNumber7,
  8: teamBlock,
  9: awardsBlock,
  10: eventsBlock,
  11: headingBlock,
  12: videoBlock,
  15: testimonialsBlock,
  16: featuredBlogsBlock,
  17: appointmentBookingBlock,
  18: videoGalleryBlock,
  19: tabsBlock,
  20: accordionBlock,
  'hero-banner': heroBannerBlock,
} satisfies BlockRegistry;
