import { useQuery } from '@tanstack/react-query';
import { LOADING_DELAY_MS } from '@domain/constants';
import { useIsMobile } from '@/lib/use-media-query';
import { topBannerQueryOptions } from '@/data/content/top-banners';
import { HeroCarousel } from './hero-carousel';
import { HeroPlaceholder } from './hero-placeholder';
import { useDelayedFlag } from './use-delayed-flag';

/**
 * The home page's hero banner slider (spec: shell §2 "Home page"). Fetches its own banners; shows the
 * browser set above 768 px and the mobile set at 768 px and below (each falls back to the other when
 * empty); holds a placeholder until 500 ms after the data arrives (§4); a failed load shows nothing (§8).
 */
export function HeroBanner() {
  const isMobile = useIsMobile();
  const { data, isSuccess, isError } = useQuery(topBannerQueryOptions());
  const shown = useDelayedFlag(isSuccess, LOADING_DELAY_MS);
  if (isError) return null;
  if (!data) return <HeroPlaceholder variant={isMobile ? 'mobile' : 'browser'} />;
  const preferred = isMobile ? data.resMobileBannerData : data.resTopBannerData;
  const fallback = isMobile ? data.resTopBannerData : data.resMobileBannerData;
  const useFallback = preferred.length === 0 && fallback.length > 0;
  const slides = useFallback ? fallback : preferred;
  if (slides.length === 0) return null;
  const variant = isMobile !== useFallback ? 'mobile' : 'browser';
  if (!shown) {
    const first = slides[0];
    const poster = first && first.slider_view !== 2 ? first.slider_image : undefined;
    return <HeroPlaceholder variant={variant} poster={poster} />;
  }
  return <HeroCarousel key={variant} slides={slides} variant={variant} />;
}
