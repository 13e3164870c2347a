/**
 * How a content page's and an article's largest images pick their copies (ADR 041), in a module of their
 * own so the route table's preload hints name the same `srcset` and `sizes` without importing the pages.
 */

/**
 * The header image's intrinsic box (wide banner), so the page below never shifts as it loads. A phone 390 px
 * wide at 1.75 device pixels a pixel (683) takes the 720 px copy (ADR 043); one 412 px wide (721) takes the
 * 960 px one, as Lighthouse's emulated phone does.
 */
export const PAGE_HEADER_IMAGE = {
  ownWidth: 1600,
  height: 400,
  sizes: '100vw',
  widths: [480, 720, 960, 1280],
} as const;

/** An article's cover: the article's column, the phone's width less its gutters. */
export const BLOG_COVER_IMAGE = {
  ownWidth: 1200,
  height: 800,
  sizes: '(max-width: 800px) calc(100vw - 32px), 760px',
  widths: [480, 720, 960],
} as const;
