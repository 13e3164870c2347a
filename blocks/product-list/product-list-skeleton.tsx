import type { CSSProperties } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import styles from './product-list.module.css';

/** spec: shell §4, §9 — product sections load as "2 rows of 4" placeholder cards. */
export const SKELETON_ROWS = 2;
export const DEFAULT_COLUMNS = 4;

export type ProductListLayout = 'grid' | 'slider';

/** Products per row at each width: the block's columns from 1024 px, at most 3 on tablets and 2 on phones. */
export function columnStyle(columns: number): CSSProperties {
  return {
    '--cols': columns,
    '--cols-tablet': Math.min(columns, 3),
    '--cols-phone': Math.min(columns, 2),
  } as CSSProperties;
}

/**
 * Placeholder cards in the list's own box: the same grid (or the slider's single row), a title line and
 * the "View all" link's height when the list will have them, so nothing moves when products arrive.
 * Kept apart from the list so the eagerly loaded block definition stays tiny.
 */
export function ProductListSkeleton({
  layout = 'grid',
  columns = DEFAULT_COLUMNS,
  cards = SKELETON_ROWS * DEFAULT_COLUMNS,
  title = true,
  viewAll = true,
}: {
  layout?: ProductListLayout;
  columns?: number;
  cards?: number;
  title?: boolean;
  viewAll?: boolean;
}) {
  return (
    <div className={styles.block} style={columnStyle(columns)} aria-hidden="true" data-testid="product-list-skeleton">
      {title && (
        <div className={styles.title}>
          <Skeleton className={styles.skeletonTitle} width="min(280px, 60%)" height="1em" />
        </div>
      )}
      <div className={layout === 'grid' ? styles.grid : styles.row}>
        {Array.from({ length: cards }, (_, i) => (
          <CardSkeleton key={i} />
        ))}
      </div>
      {viewAll && <div className={styles.viewAllSlot} />}
    </div>
  );
}

/** The product card's box (src/components/ui/product-card): square image, two name lines, a price line. */
function CardSkeleton() {
  return (
    <div className={styles.cardSkeleton} data-testid="product-card-skeleton">
      <Skeleton className={styles.cardSkeletonImage} radius="var(--radius-sm)" />
      <div className={styles.cardSkeletonName}>
        <Skeleton width="80%" height="1em" />
      </div>
      <div className={styles.cardSkeletonPrice}>
        <Skeleton width="45%" height="1em" />
      </div>
    </div>
  );
}
