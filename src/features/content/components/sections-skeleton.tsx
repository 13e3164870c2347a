import { HOME_TILE_PLACEHOLDERS } from '@domain/constants';
import { Skeleton } from '@/components/ui/skeleton';
import styles from './sections-skeleton.module.css';

// spec: shell §9 "Placeholders: … 3 home tiles, … 2 rows of 4 product sections".
const PRODUCT_PLACEHOLDERS = 8;

/** Section-level placeholders that reserve the page's height while its sections load. */
export function SectionsSkeleton({ label = 'Loading content' }: { label?: string }) {
  return (
    <div className={styles.wrap} role="status" aria-label={label}>
      <Skeleton className={styles.heading} width="min(320px, 70%)" height={28} />
      <div className={styles.tiles}>
        {Array.from({ length: HOME_TILE_PLACEHOLDERS }, (_, i) => (
          <Skeleton key={i} className={styles.tile} />
        ))}
      </div>
      <Skeleton className={styles.heading} width="min(260px, 60%)" height={28} />
      <div className={styles.products}>
        {Array.from({ length: PRODUCT_PLACEHOLDERS }, (_, i) => (
          <div key={i}>
            <Skeleton className={styles.productImage} />
            <Skeleton width="80%" height={14} style={{ marginTop: 12 }} />
            <Skeleton width="40%" height={14} style={{ marginTop: 8 }} />
          </div>
        ))}
      </div>
    </div>
  );
}
