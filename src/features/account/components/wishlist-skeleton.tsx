import { WISHLIST_PLACEHOLDERS } from '@domain/account';
import { Skeleton } from '@/components/ui/skeleton';
import styles from './wishlist.module.css';

/** spec: catalogue §2, §9 — 6 placeholders while the wishlist loads, each the size of an item. */
export function WishlistSkeleton() {
  return (
    <div aria-hidden="true">
      <Skeleton height="2.25rem" width="30%" style={{ marginBottom: 24 }} />
      <ul className={styles.list}>
        {Array.from({ length: WISHLIST_PLACEHOLDERS }, (_, i) => (
          <li key={i} className={styles.item} data-testid="wishlist-placeholder">
            <Skeleton className={styles.image} radius={0} />
            <div className={styles.details}>
              <Skeleton width="70%" height="1.1em" />
              <Skeleton width="40%" height="1em" />
              <Skeleton width="50%" height="2.5rem" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
