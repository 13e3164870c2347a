/**
 * Smaller copies of the store's own raster media (ADR 041): `/media/<path>?w=<width>` answers the image
 * resized to one of these widths, so a 174 px product card or a 96 px thumbnail does not download the
 * 600–1600 px original. A fixed list keeps the server's copies few and its cache bounded.
 */
export const MEDIA_WIDTHS = [192, 320, 480, 720, 960, 1280] as const;

export type MediaWidth = (typeof MEDIA_WIDTHS)[number];

export const MEDIA_WIDTH_PARAM = 'w';

/** How an `<img>` picks its copy; a preload of that image names the same `srcset` and `sizes`. */
export interface ImageSizing {
  /** The original's width: the last `srcset` entry. */
  ownWidth: number;
  sizes: string;
  /** The copies to offer; all of MEDIA_WIDTHS when absent. */
  widths?: readonly MediaWidth[];
}

/** Same-origin media paths of plain characters with a raster extension; SVG and other hosts are left alone. */
const RESIZABLE = /^\/media\/[\w\-./%]+\.(?:webp|png|jpe?g)$/i;

export const isResizableMedia = (src: string): boolean => RESIZABLE.test(src) && !src.includes('..');

/** The width a `w` query names, or null when it is not one of MEDIA_WIDTHS (sized input: at most 4 digits). */
export function parseMediaWidth(value: string): MediaWidth | null {
  if (!/^\d{1,4}$/.test(value)) return null;
  const width = Number(value);
  return (MEDIA_WIDTHS as readonly number[]).includes(width) ? (width as MediaWidth) : null;
}

/**
 * A `srcset` for `src`, whose own width is `ownWidth`: each of `widths` below it, then the original at its own
 * width. Undefined when `src` is not resizable or no width is smaller. A caller that knows its image's few
 * possible sizes names only those, as every candidate is repeated in the page's HTML.
 */
export function mediaSrcSet(
  src: string,
  ownWidth: number,
  widths: readonly MediaWidth[] = MEDIA_WIDTHS,
): string | undefined {
  if (!isResizableMedia(src)) return undefined;
  const smaller = widths.filter((width) => width < ownWidth);
  if (smaller.length === 0) return undefined;
  return [...smaller.map((width) => `${src}?${MEDIA_WIDTH_PARAM}=${width} ${width}w`), `${src} ${ownWidth}w`].join(
    ', ',
  );
}
