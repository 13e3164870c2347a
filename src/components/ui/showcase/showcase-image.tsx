import { useState } from 'react';
import { DEFAULT_IMAGE } from '@domain/constants';
import { mediaUrl } from '@/lib/media';

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
}

type Stage = 'file' | 'fallback' | 'default';

/**
 * A showcase picture: the call's base path joined with the file name (src/lib/media.ts), then the call's
 * default image, then the spec's /img/default_img.png when a file is missing or fails to load (shell §9).
 * Decorative (empty alt): the card's own heading names what it shows.
 */
export function ShowcaseImage({ file, base, fallback, width, height, className, eager = false }: ShowcaseImageProps) {
  const [stage, setStage] = useState<Stage>(file ? 'file' : 'fallback');
  const fallbackUrl = fallback ? mediaUrl(fallback) : DEFAULT_IMAGE;
  const src = stage === 'file' ? mediaUrl(file, base) : stage === 'fallback' ? fallbackUrl : DEFAULT_IMAGE;
  const next = (): Stage => (stage === 'file' && fallbackUrl !== DEFAULT_IMAGE ? 'fallback' : 'default');
  return (
    <img
      className={className}
      src={src}
      alt=""
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      onError={() => {
        if (stage !== 'default') setStage(next());
      }}
    />
  );
}
