import type { ImageSizing } from '@schemas/media-widths';

/**
 * Intrinsic size of a product card's 1:1 image box, which reserves the space before the image loads (no layout
 * shift), and the width the catalogue keeps its product images at: the largest entry of their `srcset`.
 */
export const PRODUCT_CARD_IMAGE_SIZE = 600;

/**
 * The card's width on the page, for its image's `sizes` (ADR 041): half a phone's width less the gutters,
 * then a column of three or four (listing-grid.module.css). Its own module so the route table's preload hint
 * names the same copy without importing the card.
 */
export const PRODUCT_CARD_SIZES = '(max-width: 1023px) calc(50vw - 24px), 300px';

/** A card is 150–320 px wide at one to three device pixels a pixel: these copies, or the original. */
export const PRODUCT_CARD_WIDTHS = [320, 480] as const;

export const PRODUCT_CARD_IMAGE: ImageSizing = {
  ownWidth: PRODUCT_CARD_IMAGE_SIZE,
  sizes: PRODUCT_CARD_SIZES,
  widths: PRODUCT_CARD_WIDTHS,
};

/** A product's 96 px thumbnail (the bag's lines, the gallery's strip) at one to three device pixels a pixel. */
export const PRODUCT_THUMB_IMAGE: ImageSizing = {
  ownWidth: PRODUCT_CARD_IMAGE_SIZE,
  sizes: '96px',
  widths: [192, 320],
};
