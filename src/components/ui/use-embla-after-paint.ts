import useEmblaCarousel from 'embla-carousel-react';
import { useCallback } from 'react';
import { afterNextPaint } from '@/lib/after-next-paint';

/**
 * `useEmblaCarousel`, with the engine started after the next paint. The engine measures every slide when
 * it starts, which forces a layout of the whole page if it starts in the task that mounts or hydrates the
 * slider. After the paint the layout is done and the measuring is cheap (issue 13: total blocking time);
 * until then the slides sit as the CSS lays them out.
 */
export function useEmblaAfterPaint(...args: Parameters<typeof useEmblaCarousel>) {
  const [emblaRef, api] = useEmblaCarousel(...args);
  const viewportRef = useCallback(
    (node: HTMLElement | null) => {
      if (!node) emblaRef(null);
      else afterNextPaint(() => node.isConnected && emblaRef(node));
    },
    [emblaRef],
  );
  return [viewportRef, api] as const;
}
