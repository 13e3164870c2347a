import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { LOADING_DELAY_MS } from '@domain/constants';
import { useSanitizedLater } from '@/components/ui/safe-html';
import { lazyComponent } from '@/lib/lazy-component';
import { useIsMobile } from '@/lib/use-media-query';
import type { HeroBanner as HeroBannerData } from '@schemas/cms';
import { topBannerQueryOptions } from '@/data/content/top-banners';
import type { HeroVariant } from './hero-dimensions';
import { HeroPlaceholder } from './hero-placeholder';
import { useDelayedFlag } from './use-delayed-flag';

/**
 * The slider and its carousel engine, in a file of their own (ADR 030): they are drawn only in the browser,
 * 500 ms after the banners arrive, so no other page's start-up carries them. Fetched when the banners are
 * there; should the fetch fail, the first slide's still image stays.
 */
const carousel = lazyComponent(() =>
  import('./hero-carousel').then(
    (module) => module.HeroCarousel,
    () => StillBanner,
  ),
);

/** The first slide's still image, when it is one (slider_view 2 is a video). */
const posterOf = (slides: readonly HeroBannerData[]) => {
  const first = slides[0];
  return first && first.slider_view !== 2 ? first.slider_image : undefined;
};

function StillBanner({ slides, variant }: { slides: HeroBannerData[]; variant: HeroVariant }) {
  return <HeroPlaceholder variant={variant} poster={posterOf(slides)} />;
}

/**
 * The home page's hero banner slider (spec: shell §2). Fetches its own banners; shows the browser set above
 * 768 px and the mobile set at 768 px and below (each falls back to the other when empty); holds a
 * placeholder until 500 ms after the data arrives (§4), and until the slider's code is there; a failed
 * load shows nothing (§8).
 */
export function HeroBanner() {
  const isMobile = useIsMobile();
  const { data, isSuccess, isError } = useQuery(topBannerQueryOptions());
  const shown = useDelayedFlag(isSuccess, LOADING_DELAY_MS);
  useEffect(() => {
    if (isSuccess) void carousel.preload().catch(() => undefined);
  }, [isSuccess]);
  const preferred = (isMobile ? data?.resMobileBannerData : data?.resTopBannerData) ?? [];
  const fallback = (isMobile ? data?.resTopBannerData : data?.resMobileBannerData) ?? [];
  const useFallback = preferred.length === 0 && fallback.length > 0;
  const slides = useFallback ? fallback : preferred;
  // The slider draws the captions in the browser: the server sanitizes them ahead (ADR 044).
  useSanitizedLater(slides.map((slide) => slide.slider_desc));
  if (isError) return null;
  if (!data) return <HeroPlaceholder variant={isMobile ? 'mobile' : 'browser'} />;
  if (slides.length === 0) return null;
  const variant = isMobile !== useFallback ? 'mobile' : 'browser';
  const still = <HeroPlaceholder variant={variant} poster={posterOf(slides)} />;
  if (!shown) return still;
  return (
    <Suspense fallback={still}>
      <carousel.Component key={variant} slides={slides} variant={variant} />
    </Suspense>
  );
}
