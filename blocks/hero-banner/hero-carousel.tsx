import Autoplay from 'embla-carousel-autoplay';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { HERO_AUTOPLAY_MS } from '@domain/constants';
import type { HeroBanner } from '@schemas/cms';
import { useEmblaWhenNear } from '@/components/ui/use-embla-when-near';
import { cx } from '@/lib/inline-style';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '@/lib/use-media-query';
import { heroRatio, type HeroVariant } from './hero-dimensions';
import { HeroSlide } from './hero-slide';
import styles from './hero-banner.module.css';

type PauseReason = 'hover' | 'focus' | 'user';

/**
 * The hero slider (spec: shell §2; autoplay every 2500 ms, §2 "Hero and testimonials autoplay every
 * 2500 ms"): loops, pauses while hovered, focused or paused by the user, resumes after a drag, and does
 * not autoplay at all for people who prefer reduced motion.
 */
export function HeroCarousel({ slides, variant }: { slides: HeroBanner[]; variant: HeroVariant }) {
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const many = slides.length > 1;
  const plugins = useMemo(
    () =>
      many && !reducedMotion
        ? [
            Autoplay({
              delay: HERO_AUTOPLAY_MS,
              stopOnInteraction: false,
              stopOnMouseEnter: false,
              stopOnFocusIn: false,
            }),
          ]
        : [],
    [many, reducedMotion],
  );
  const options = useMemo(() => ({ loop: many, watchDrag: many }), [many]);
  const [viewportRef, api] = useEmblaWhenNear(options, plugins);
  const [selected, setSelected] = useState(0);
  const [userPaused, setUserPaused] = useState(false);
  const reasons = useRef(new Set<PauseReason>());

  const sync = useCallback(() => {
    const autoplay = api?.plugins().autoplay;
    if (!autoplay) return;
    if (reasons.current.size > 0) autoplay.stop();
    else if (!autoplay.isPlaying()) autoplay.play();
  }, [api]);

  const pause = useCallback(
    (reason: PauseReason, on: boolean) => {
      if (on) reasons.current.add(reason);
      else reasons.current.delete(reason);
      sync();
    },
    [sync],
  );

  useEffect(() => {
    if (!api) return undefined;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    // Autoplay restarts itself after a drag; re-apply hover/focus/user pauses after it.
    api.on('select', onSelect).on('reInit', onSelect).on('pointerUp', sync);
    return () => {
      api.off('select', onSelect).off('reInit', onSelect).off('pointerUp', sync);
    };
  }, [api, sync]);

  const toggleUserPause = () => {
    pause('user', !userPaused);
    setUserPaused(!userPaused);
  };

  return (
    <section
      className={styles.hero}
      style={{ aspectRatio: heroRatio(variant) }}
      aria-roledescription="carousel"
      aria-label="Featured"
      // Mouse hover only: a tap on a phone must not leave the slider paused.
      onPointerEnter={(event) => event.pointerType === 'mouse' && pause('hover', true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && pause('hover', false)}
      onFocus={() => pause('focus', true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) pause('focus', false);
      }}
    >
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.container}>
          {slides.map((banner, index) => (
            <HeroSlide
              key={banner.slider_id ?? index}
              banner={banner}
              index={index}
              total={slides.length}
              variant={variant}
              reducedMotion={reducedMotion}
            />
          ))}
        </div>
      </div>
      {many && (
        <>
          <button
            type="button"
            className={cx(styles.arrow, styles.prev)}
            aria-label="Previous slide"
            onClick={() => api?.scrollPrev()}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className={cx(styles.arrow, styles.next)}
            aria-label="Next slide"
            onClick={() => api?.scrollNext()}
          >
            <span aria-hidden="true">›</span>
          </button>
          <div className={styles.controls}>
            {!reducedMotion && (
              <button
                type="button"
                className={styles.pause}
                aria-label={userPaused ? 'Play slideshow' : 'Pause slideshow'}
                onClick={toggleUserPause}
              >
                <span aria-hidden="true">{userPaused ? '▶' : '❚❚'}</span>
              </button>
            )}
            {slides.map((banner, index) => (
              <button
                key={banner.slider_id ?? index}
                type="button"
                className={cx(styles.dot, index === selected && styles.dotActive)}
                aria-label={`Go to slide ${index + 1}`}
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => api?.scrollTo(index)}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
