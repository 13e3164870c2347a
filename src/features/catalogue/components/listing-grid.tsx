import { LISTING_PLACEHOLDERS } from '@domain/constants';
import type { ProductCard as ProductCardData } from '@schemas/catalogue';
import { laidOutNear } from '@/components/ui/laid-out-near';
import { ProductCardSkeleton, type ImagePriority } from '@/components/ui/product-card';
import { cx } from '@/lib/inline-style';
import { CatalogueCard } from './catalogue-card';
import styles from './listing-grid.module.css';

/** Cards in the grid's widest first row (4 columns from 1280 px). */
const FIRST_ROW = 4;

/** Cards in the narrowest first row (2 columns below 1024 px): the page's largest paint on every width. */
const FIRST_PAIR = 2;

/**
 * The first pair's images come first, the rest of the widest first row at once beside them at low priority
 * (ADR 070), the others once near the screen (ADR 066).
 */
const priorityAt = (index: number): ImagePriority =>
  index < FIRST_PAIR ? 'high' : index < FIRST_ROW ? 'eager' : 'lazy';

/**
 * The listing's products (catalogue §2): 4 placeholders while loading, 'No Products Found' when empty,
 * else one card per product with its heart, labels and struck list price.
 */
export function ListingGrid({
  products,
  loading,
  imageBase = '',
}: {
  products: readonly ProductCardData[];
  loading: boolean;
  imageBase?: string;
}) {
  if (loading)
    return (
      <ul className={styles.grid} aria-busy="true" aria-label="Loading products">
        {Array.from({ length: LISTING_PLACEHOLDERS }, (_, i) => (
          <li key={i} data-testid="product-card-skeleton">
            <ProductCardSkeleton />
          </li>
        ))}
      </ul>
    );
  if (products.length === 0) return <p className={styles.empty}>No Products Found</p>;
  return (
    <ul className={styles.grid} aria-label="Products">
      {products.map((product, index) => (
        // Past the first row, a card is laid out and painted once near the screen (ADR 050): a phone's first
        // layout of a listing covers its first rows, not all of the page's cards.
        <li key={product.product_id} className={index < FIRST_ROW ? undefined : cx(laidOutNear, styles.later)}>
          <CatalogueCard product={product} imageBase={imageBase} priority={priorityAt(index)} />
        </li>
      ))}
    </ul>
  );
}
