import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { SEARCH_PLACEHOLDERS } from '@domain/constants';
import { messages } from '@domain/messages';
import { searchTermError } from '@domain/validation';
import type { ProductCard as ProductCardData } from '@schemas/catalogue';
import { Alert } from '@/components/ui/alert';
import { ProductCard, ProductCardSkeleton } from '@/components/ui/product-card';
import { usePendingWishes, useToggleWish } from '@/data/wishlist/toggle-wish';
import { Skeleton } from '@/components/ui/skeleton';
import { searchQueryOptions } from '@/data/catalogue/search';
import styles from './search.module.css';

/** spec: shell §2 — the empty state's image (served from public/img). */
export const NO_PRODUCT_IMAGE = '/img/no-product.webp';

/** Route /search-result/:slug (spec: shell §2 Search result screen). */
export function SearchResultsPage() {
  const { slug = '' } = useParams();
  return <SearchResults term={slug.trim()} />;
}

export function SearchResults({ term }: { term: string }) {
  const invalid = searchTermError(term);
  const query = useQuery(searchQueryOptions(term));
  const products = query.data?.data.data ?? [];

  let body;
  if (invalid)
    body = (
      <Alert variant="danger" className={styles.invalid}>
        {invalid}
      </Alert>
    );
  else if (query.isPending)
    body = (
      <>
        {/* Holds the count line's place so the grid does not move when results arrive. */}
        <p className={styles.count} aria-hidden="true">
          <Skeleton width={96} height="1em" />
        </p>
        <SearchResultsGrid loading />
      </>
    );
  else if (query.isError)
    body = null; // spec: shell §8 — search failure silently stops loading.
  else if (products.length === 0) body = <NoResults />;
  else
    body = (
      <>
        <p className={styles.count}>
          {products.length} {products.length === 1 ? 'product' : 'products'}
        </p>
        <SearchResultsGrid products={products} />
      </>
    );

  return (
    <div className={styles.page} aria-busy={!invalid && query.isPending}>
      <div className={styles.pageHeader}>
        <p className={styles.eyebrow}>Search</p>
        <h1 className={styles.heading}>Search results for “{term}”</h1>
      </div>
      {body}
    </div>
  );
}

/** 8 skeleton cards while loading (spec: shell §9), then a 4-column grid (2 on phones). */
export function SearchResultsGrid({
  products = [],
  loading = false,
}: {
  products?: ProductCardData[];
  loading?: boolean;
}) {
  const toggleWish = useToggleWish();
  const pendingWishes = usePendingWishes();
  return (
    <ul className={styles.grid}>
      {loading
        ? Array.from({ length: SEARCH_PLACEHOLDERS }, (_, i) => (
            <li key={i} data-testid="product-card-skeleton">
              <ProductCardSkeleton />
            </li>
          ))
        : products.map((product) => (
            <li key={product.product_id}>
              <ProductCard
                product={product}
                headingLevel={2}
                onToggleWish={toggleWish}
                wishPending={pendingWishes.has(product.product_id)}
              />
            </li>
          ))}
    </ul>
  );
}

function NoResults() {
  return (
    <div className={styles.empty}>
      <img src={NO_PRODUCT_IMAGE} alt="" width={400} height={300} className={styles.emptyImage} />
      <p className={styles.emptyText}>{messages.noSearchResult}</p>
      <p className={styles.emptyHint}>Try a different word, or explore our collections.</p>
      <Link to="/" className={styles.emptyLink}>
        Continue Shopping
      </Link>
    </div>
  );
}
