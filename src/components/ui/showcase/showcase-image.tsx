import { useState } from 'react';
import { DEFAULT_IMAGE } from '@domain/constants';
import type { MediaWidth } from '@schemas/media-widths';
import { mediaUrl, responsiveImage } from '@/lib/media';
import { useUnderTheLargestPaint } from '../under-the-largest-paint';

interface ShowcaseImageProps {
  /** The file as the call sends it: a name joined with `base`, or a rooted or absolute URL. */
  file: string;
  base: string;
  /** The call's default_image_path, when it sends one. */
  fallback?: string | undefined;
  width: number;
  height: number;
  className?: string | undefined;
  eager?: boolean;
  /** Its width on the page (`columnSizes`): the store's own file is then fetched as the copy that fills it. */
  sizes?: string | undefined;
}

/** A card in a row is a third to a half of a phone, a quarter of a desktop: these copies, or the original. */
const SHOWCASE_WIDTHS: readonly MediaWidth[] = [320, 480, 720];

type Stage = 'file' | 'fallback' | 'default';

/**
 * A showcase picture: the call's base path joined with the file name (src/lib/media.ts), then the call's
 * default image, then the spec's /img/default_img.png when a file is missing or fails to load (shell §9).
 * Decorative (empty alt): the card's own heading names what it shows.
 */
export function ShowcaseImage({
  file,
  base,
  fallback,
  width,
  height,
  className,
  eager = false,
  sizes,
}: ShowcaseImageProps) {
  const [stage, setStage] = useState<Stage>(file ? 'file' : 'fallback');
  // Right under a largest paint the page draws itself, a picture not fetched early asks for low priority.
  const underTheLargest = useUnderTheLargestPaint();
  const fallbackUrl = fallback ? mediaUrl(fallback) : DEFAULT_IMAGE;
  const src = stage === 'file' ? mediaUrl(file, base) : stage === 'fallback' ? fallbackUrl : DEFAULT_IMAGE;
  const copies =
    stage === 'file' && sizes ? responsiveImage(src, { ownWidth: width, sizes, widths: SHOWCASE_WIDTHS }) : {};
  const next = (): Stage => (stage === 'file' && fallbackUrl !== DEFAULT_IMAGE ? 'fallback' : 'default');
  return (
    <img
      className={className}
      src={src}
      {...copies}
      alt=""
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : underTheLargest ? 'low' : undefined}
      decoding="async"
      onError={() => {
        if (stage !== 'default') setStage(next());
      }}
    />
  );
}
