import { Skeleton } from '@/components/ui/skeleton';
import { mediaUrl } from '@/lib/media';
import { useIsMobile } from '@/lib/use-media-query';
import { HERO_SIZE, heroRatio, type HeroVariant } from './hero-dimensions';
import styles from './hero-banner.module.css';

/**
 * Holds the banner's exact box while banners load, so nothing below moves when they arrive. Once they
 * have arrived (the spec's 500 ms before the slider starts), `poster` shows the first slide's still image
 * in the same box, so the shopper sees the banner at once and the slider takes over without a flash.
 */
export function HeroPlaceholder({ variant, poster }: { variant?: HeroVariant; poster?: string | undefined }) {
  const isMobile = useIsMobile();
  const chosen = variant ?? (isMobile ? 'mobile' : 'browser');
  const { width, height } = HERO_SIZE[chosen];
  return (
    <div className={styles.hero} style={{ aspectRatio: heroRatio(chosen) }} data-testid="hero-placeholder">
      {poster ? (
        <img
          className={styles.media}
          src={mediaUrl(poster)}
          alt=""
          width={width}
          height={height}
          fetchPriority="high"
          decoding="async"
        />
      ) : (
        <Skeleton width="100%" height="100%" radius={0} />
      )}
    </div>
  );
}
