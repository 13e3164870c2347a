import { DEFAULT_IMAGE } from '@domain/constants';
import { mediaSrcSet, type MediaWidth } from '@schemas/media-widths';

/**
 * Joins a base path from a response (`setting_image_path`, `imageUrl`, `header_image_path`) with a
 * file name; absolute URLs and rooted paths pass through. Empty gives the spec's default image.
 */
export function mediaUrl(file: string | null | undefined, base = ''): string {
  if (!file) return DEFAULT_IMAGE;
  if (/^(https?:)?\/\//.test(file) || file.startsWith('/') || file.startsWith('data:')) return file;
  return `${base.replace(/\/?$/, '/')}${file}`;
}

/**
 * `srcSet` and `sizes` for an image of the store's own media whose own width is `ownWidth`, so the browser
 * fetches the smallest copy that fills `sizes` (ADR 041); nothing for other images, which keep `src` alone.
 */
export function responsiveImage(
  src: string,
  ownWidth: number,
  sizes: string,
  widths?: readonly MediaWidth[],
): { srcSet?: string; sizes?: string } {
  const srcSet = mediaSrcSet(src, ownWidth, widths);
  return srcSet ? { srcSet, sizes } : {};
}
