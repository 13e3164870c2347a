import type { EmblaCarouselType, EmblaOptionsType, EmblaPluginType } from 'embla-carousel';
import { useCallback, useEffect, useState } from 'react';
import { afterNextPaint } from '@/lib/after-next-paint';
import { whenNear } from '@/lib/when-near';

/** The slider engine, fetched by the first slider that comes near the viewport. */
const loadEngine = () => import('embla-carousel').then((module) => module.default);

/**
 * How far from its place a slide may still be when its glide is ended there: under half a pixel, and slower than
 * half a pixel a step, the rest of the glide cannot be seen.
 */
export const UNSEEN_GLIDE_PX = 0.5;

/**
 * Ends a glide once what is left of it cannot be seen (ADR 057). Embla glides until a slide is within a thousandth
 * of a pixel of its place: about 1.8 s for a phone-wide slide, of which the last 0.8 s moves it less than half a
 * pixel, and every one of those frames is drawn on the main thread, where a shopper's tap waits for it. A slide
 * held by the shopper's pointer is left alone.
 */
export function endUnseenGlides(api: EmblaCarouselType): void {
  api.on('scroll', () => {
    const engine = api.internalEngine();
    if (engine.dragHandler.pointerDown()) return;
    const left = Math.abs(engine.target.get() - engine.location.get());
    // A duration of 0 makes the engine's next step land on the target, where it stops.
    if (left < UNSEEN_GLIDE_PX && Math.abs(engine.scrollBody.velocity()) < UNSEEN_GLIDE_PX) {
      engine.scrollBody.useDuration(0);
    }
  });
}

/**
 * A slider's engine (embla), fetched and started only once its viewport comes near the screen, and then after
 * the next paint (ADR 045). A slider further down the page (the bag's suggestions, a product's siblings, a
 * home page's lower lists) costs nothing while the page loads: neither the engine's code nor its measuring of
 * every slide, which forces a layout of the page. Until it starts, the slides sit as the CSS lays them out.
 *
 * `options` and `plugins` must keep their identity between renders (useMemo): a new one restarts the engine.
 * Returns the ref for the viewport element and the engine's API once it has started.
 */
export function useEmblaWhenNear(options: EmblaOptionsType, plugins: EmblaPluginType[]) {
  const [node, setNode] = useState<HTMLElement | null>(null);
  const [near, setNear] = useState(false);
  const [api, setApi] = useState<EmblaCarouselType>();

  useEffect(() => (node ? whenNear(node, () => setNear(true)) : undefined), [node]);

  useEffect(() => {
    if (!node || !near) return undefined;
    let stopped = false;
    let engine: EmblaCarouselType | undefined;
    loadEngine().then(
      (EmblaCarousel) =>
        afterNextPaint(() => {
          if (stopped || !node.isConnected) return;
          engine = EmblaCarousel(node, options, plugins);
          endUnseenGlides(engine);
          setApi(engine);
        }),
      // The engine's file did not come: the slides stay as the CSS lays them out, the arrows disabled.
      () => undefined,
    );
    return () => {
      stopped = true;
      engine?.destroy();
      setApi(undefined);
    };
  }, [node, near, options, plugins]);

  const viewportRef = useCallback((element: HTMLElement | null) => setNode(element), []);
  return [viewportRef, api] as const;
}
