import Autoplay from 'embla-carousel-autoplay';
import { Children, useCallback, useEffect, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { SLIDER_AUTOPLAY_MS } from '@domain/constants';
import { cx } from '@/lib/inline-style';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '@/lib/use-media-query';
import styles from './carousel.module.css';
import { useEmblaWhenNear } from './use-embla-when-near';

/** Breakpoints (min-width, px) that `perView` may name; carousel.module.css resolves them. */
export const CAROUSEL_BREAKPOINTS = [576, 768, 1024, 1200] as const;
type Breakpoint = (typeof CAROUSEL_BREAKPOINTS)[number];

/** Slides per view: one number, or a base plus counts from a min-width up (`{ base: 1, 768: 2, 1024: 4 }`). */
export type PerView = number | ({ base: number } & Partial<Record<Breakpoint, number>>);

export interface CarouselProps {
  /** Accessible name of the carousel region ("Our team"). */
  label: string;
  children: ReactNode;
  perView?: PerView;
  /** Space between slides, px. */
  gap?: number;
  /** Autoplay interval in ms, or false. Default 3000 (spec: shell §2, "other sliders default to 3000 ms"). */
  autoplayMs?: number | false;
  arrows?: boolean;
  dots?: boolean;
  loop?: boolean;
  startIndex?: number;
  onSelect?: (index: number) => void;
  className?: string;
}

const clampCount = (n: number) => Math.max(1, Math.round(n));

function perViewStyle(perView: PerView, gap: number, count: number): CSSProperties {
  // The slides' count, against those in view (--pv), tells the CSS whether the dots' row has stops to show.
  const vars: Record<string, string> = { '--gap': `${Math.max(0, gap)}px`, '--count': String(count) };
  if (typeof perView === 'number') vars['--pv-base'] = String(clampCount(perView));
  else {
    vars['--pv-base'] = String(clampCount(perView.base));
    for (const bp of CAROUSEL_BREAKPOINTS) {
      const n = perView[bp];
      if (n !== undefined) vars[`--pv-${bp}`] = String(clampCount(n));
    }
  }
  return vars as CSSProperties;
}

/**
 * The storefront's slider (embla): slides per view by breakpoint in CSS, optional loop, arrows and dots,
 * autoplay that pauses while hovered or focused and is off for people who prefer reduced motion.
 * Rendered markup is the same on the server and the client; embla attaches once the slider comes near the
 * screen (ADR 045).
 */
export function Carousel({
  label,
  children,
  perView = 1,
  gap = 16,
  autoplayMs = SLIDER_AUTOPLAY_MS,
  arrows = true,
  dots = false,
  loop = true,
  startIndex = 0,
  onSelect,
  className,
}: CarouselProps) {
  const slides = Children.toArray(children);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const autoplay = autoplayMs !== false && autoplayMs > 0 && !reducedMotion && slides.length > 1;
  const plugins = useMemo(
    () =>
      autoplay
        ? [Autoplay({ delay: autoplayMs, stopOnInteraction: false, stopOnMouseEnter: true, stopOnFocusIn: true })]
        : [],
    [autoplay, autoplayMs],
  );
  const looping = loop && slides.length > 1;
  const options = useMemo(
    () => ({ loop: looping, startIndex, align: 'start', containScroll: 'trimSnaps' }) as const,
    [looping, startIndex],
  );
  const [viewportRef, api] = useEmblaWhenNear(options, plugins);
  const [selected, setSelected] = useState(startIndex);
  const [snaps, setSnaps] = useState<number[]>([]);
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(slides.length > 1);

  const sync = useCallback(() => {
    if (!api) return;
    setSelected(api.selectedScrollSnap());
    setSnaps(api.scrollSnapList());
    setCanPrev(api.canScrollPrev());
    setCanNext(api.canScrollNext());
  }, [api]);

  useEffect(() => {
    if (!api) return undefined;
    sync();
    api.on('select', sync).on('reInit', sync);
    return () => {
      api.off('select', sync).off('reInit', sync);
    };
  }, [api, sync]);

  useEffect(() => {
    onSelect?.(selected);
  }, [selected, onSelect]);

  return (
    <div
      className={cx(styles.carousel, className)}
      style={perViewStyle(perView, gap, slides.length)}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
    >
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.container}>
          {slides.map((slide, index) => (
            <div
              // Slides are positional: the children's own keys are kept by Children.toArray inside.
              key={index}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {arrows && slides.length > 1 && (
        <>
          <button
            type="button"
            className={cx(styles.arrow, styles.prev)}
            aria-label="Previous slide"
            disabled={!api || !canPrev}
            onClick={() => api?.scrollPrev()}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className={cx(styles.arrow, styles.next)}
            aria-label="Next slide"
            disabled={!api || !canNext}
            onClick={() => api?.scrollNext()}
          >
            <span aria-hidden="true">›</span>
          </button>
        </>
      )}
      {/* The dots' row is there from the first render, empty until the slider has started and counted its
          stops, so the page under the slider does not move down when they come (the skeleton keeps it too). Where
          every slide fits in view there are no stops, and the CSS gives the row no height at that width. */}
      {dots && slides.length > 1 && (
        <div className={styles.dots}>
          {snaps.length > 1 &&
            snaps.map((_, index) => (
              <button
                key={index}
                type="button"
                className={cx(styles.dot, index === selected && styles.dotActive)}
                aria-label={`Go to slide ${index + 1}`}
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => api?.scrollTo(index)}
              />
            ))}
        </div>
      )}
    </div>
  );
}
