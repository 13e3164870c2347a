import { DEFAULT_IMAGE } from '@domain/constants';

/**
 * Joins a base path from a response (`setting_image_path`, `imageUrl`, `header_image_path`) with a
 * file name; absolute URLs and rooted paths pass through. Empty gives the spec's default image.
 */
export function mediaUrl(file: string | null | undefined, base = ''): string {
  if (!file) return DEFAULT_IMAGE;
  if (/^(https?:)?\/\//.test(file) || file.startsWith('/') || file.startsWith('data:')) return file;
  return `${base.replace(/\/?$/, '/')}${file}`;
}
