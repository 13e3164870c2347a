import type { BlockRegistry } from './define-block';
import { headingBlock } from './heading/definition';
import { heroBannerBlock } from './hero-banner/definition';
import { imageBlock } from './image/definition';
import { richTextBlock } from './rich-text/definition';
import { typeNumberBlocks } from './type-number/definition';

const [typeNumber3, typeNumber6, typeNumber7] = typeNumberBlocks;

/**
 * Every block the storefront can render, keyed by `home_type` (spec: shell §2 "Detail blocks by
 * home_type") or special-block name. Types not listed here follow the unknown-type policy (ADR 005):
 * skipped for shoppers, an error card for editors. The app hands this to the renderer's RegistryProvider.
 */
export const blockRegistry = {
  3: typeNumber3,
  4: richTextBlock,
  5: imageBlock,
  6: typeNumber6,
  7: typeNumber7,
  11: headingBlock,
  'hero-banner': heroBannerBlock,
} satisfies BlockRegistry;
