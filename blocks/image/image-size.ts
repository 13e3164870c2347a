import type { ImageSizing } from '@schemas/media-widths';

/**
 * home_size (spec: shell §3 image fields): 'full' (default) fills the column, 'original' keeps the file's
 * natural size, 'custom' uses home_custom_size — a px width ("480") or width and height ("480x600").
 */
export interface ImageSize {
  mode: 'full' | 'original' | 'custom';
  width?: number;
  height?: number;
}

/**
 * Read from the trimmed value, and each run of spaces belongs to exactly one place (before "px", before the
 * separator, after it): three optional runs side by side let a long run of spaces be split in every way
 * before failing, which took seconds on a 2 KB value.
 */
const CUSTOM = /^(\d{1,5})(?:\s*px)?(?:\s*[x×*,]\s*(\d{1,5})(?:\s*px)?)?$/i;

/** A column's image at one to three device pixels a pixel: these copies, or the original. */
const IMAGE_BLOCK_WIDTHS = [480, 720, 960] as const;

/**
 * How an image block picks its copy (ADR 041): a full image fills its column, at most the phone's width less
 * the page gutters; a custom one is its own width. Undefined for 'original' or an unknown file width, which
 * then keep `src` alone. The content page's preload hint takes the same.
 */
export function imageSizing(size: ImageSize): ImageSizing | undefined {
  if (!size.width || size.mode === 'original') return undefined;
  const sizes = size.mode === 'custom' ? `${size.width}px` : '(max-width: 768px) calc(100vw - 32px), 50vw';
  return { ownWidth: size.width, sizes, widths: IMAGE_BLOCK_WIDTHS };
}

export function imageSize(size: string, customSize: string): ImageSize {
  const mode = size.trim().toLowerCase();
  const match = CUSTOM.exec(customSize.trim());
  if (mode !== 'custom') {
    // A "WxH" custom size on a full or original image gives its intrinsic size, so the browser reserves
    // the space before the file arrives (no layout shift); the display size still follows the mode.
    const intrinsic = match?.[2] ? { width: Number(match[1]), height: Number(match[2]) } : {};
    return { mode: mode === 'original' ? 'original' : 'full', ...intrinsic };
  }
  const width = Number(match?.[1]);
  const height = match?.[2] === undefined ? undefined : Number(match[2]);
  // An unreadable custom size falls back to full width rather than a broken image.
  if (!match || !width) return { mode: 'full' };
  return height ? { mode: 'custom', width, height } : { mode: 'custom', width };
}
