import { Skeleton } from '@/components/ui/skeleton';
import styles from './product-page.module.css';

/** The product page's shape while its details load: gallery square, name, price and button. */
export function ProductDetailsSkeleton() {
  return (
    <div className={styles.page} aria-busy="true" role="status" aria-label="Loading product">
      <div className={styles.top}>
        <Skeleton className={styles.skeletonGallery} radius={4} />
        <div className={styles.info}>
          <Skeleton width="70%" height="2.2rem" />
          <Skeleton width="35%" height="1rem" />
          <Skeleton width="40%" height="1.6rem" />
          <Skeleton width="100%" height="6rem" />
          <Skeleton width="100%" height="48px" />
        </div>
      </div>
    </div>
  );
}
