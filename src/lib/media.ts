import { DEFAULT_IMAGE } from '@domain/constants';
import { mediaSrcSet, type ImageSizing } from '@schemas/media-widths';

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
 * `srcSet` and `sizes` for an image of the store's own media, as `sizing` says, so the browser fetches the
 * smallest copy that fills its place (ADR 041); nothing for other images, which keep `src` alone. The page's
 * preload hint takes the same `sizing`.
 */
export function responsiveImage(src: string, sizing: ImageSizing | undefined): { srcSet?: string; sizes?: string } {
  const srcSet = sizing && mediaSrcSet(src, sizing.ownWidth, sizing.widths);
  return srcSet && sizing ? { srcSet, sizes: sizing.sizes } : {};
}
