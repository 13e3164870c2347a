import { Skeleton } from '@/components/ui/skeleton';
import { useIsMobile } from '@/lib/use-media-query';
import { heroRatio, type HeroVariant } from './hero-dimensions';
import styles from './hero-banner.module.css';

/** Holds the banner's exact box while banners load, so nothing below moves when they arrive. */
export function HeroPlaceholder({ variant }: { variant?: HeroVariant }) {
  const isMobile = useIsMobile();
  const ratio = heroRatio(variant ?? (isMobile ? 'mobile' : 'browser'));
  return (
    <div className={styles.hero} style={{ aspectRatio: ratio }} data-testid="hero-placeholder">
      <Skeleton width="100%" height="100%" radius={0} />
    </div>
  );
}
