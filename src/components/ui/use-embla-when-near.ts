import type { EmblaCarouselType, EmblaOptionsType, EmblaPluginType } from 'embla-carousel';
import { useCallback, useEffect, useState } from 'react';
import { afterNextPaint } from '@/lib/after-next-paint';
import { whenNear } from '@/lib/when-near';

/** The slider engine, fetched by the first slider that comes near the viewport. */
const loadEngine = () => import('embla-carousel').then((module) => module.default);

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
