import { useQueries, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ProductCard as ProductCardData } from '@schemas/catalogue';
import { ProductCardSkeleton } from '@/components/ui/product-card';
import { completeTheLookQueryOptions } from '@/data/catalogue/complete-the-look';
import { productDetailsQueryOptions } from '@/data/catalogue/product-details';
import { useRecentlyViewed } from '@/data/catalogue/recently-viewed';
import { CatalogueCard } from './catalogue-card';
import styles from './product-page.module.css';

/** How many recently viewed pieces the page shows. */
const RECENT_SHOWN = 4;

function CardRow({
  title,
  products,
  children,
}: {
  title: string;
  products: readonly ProductCardData[];
  children?: ReactNode;
}) {
  return (
    <section className={styles.row} aria-label={title}>
      <h2 className={styles.rowTitle}>{title}</h2>
      {children}
      <ul className={styles.rowGrid}>
        {products.map((product) => (
          <li key={product.product_id}>
            <CatalogueCard product={product} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** "Complete the look" (catalogue §2): the look's other pieces; nothing when there are none. */
export function CompleteTheLook({ slug }: { slug: string }) {
  const look = useQuery(completeTheLookQueryOptions(slug));
  const products = look.data?.resCompleteTheLooksData ?? [];
  if (products.length === 0) return null;
  return <CardRow title="Complete the look" products={products} />;
}

/** "Discover our Collection" with "Shop Now" to /list/shop-all (catalogue §2), over the related pieces. */
export function DiscoverCollection({ related }: { related: readonly ProductCardData[] }) {
  return (
    <CardRow title="Discover our Collection" products={related.slice(0, 4)}>
      <Link to="/list/shop-all" className={styles.shopNow}>
        Shop Now
      </Link>
    </CardRow>
  );
}

/**
 * Recently viewed (shell §3 "recently viewed list"): the pieces this browser looked at last, kept locally
 * (src/data/catalogue/recently-viewed.ts), apart from the one on the page, each as its product card.
 */
export function RecentlyViewed({ currentSlug }: { currentSlug: string }) {
  const slugs = useRecentlyViewed()
    .filter((s) => s !== currentSlug)
    .slice(0, RECENT_SHOWN);
  const answers = useQueries({ queries: slugs.map((slug) => productDetailsQueryOptions(slug)) });
  if (slugs.length === 0) return null;
  const cards: (ProductCardData | 'loading')[] = [];
  for (const answer of answers) {
    if (answer.isPending) {
      cards.push('loading');
      continue;
    }
    const product = answer.data?.rowProductData;
    if (!product) continue;
    cards.push({
      product_id: product.product_id,
      product_slug: product.product_slug,
      product_name: product.product_name,
      arrayImages: answer.data?.arrayImages ?? [],
      product_price: product.product_price,
      product_selling_price: product.product_selling_price,
      product_label_name: product.product_label_name,
      product_type: product.product_type,
      ufp_id: product.ufp_id,
    });
  }
  if (cards.length === 0) return null;
  return (
    <section className={styles.row} aria-label="Recently viewed">
      <h2 className={styles.rowTitle}>Recently viewed</h2>
      <ul className={styles.rowGrid}>
        {cards.map((card, i) => (
          <li key={card === 'loading' ? `loading-${i}` : card.product_id}>
            {card === 'loading' ? <ProductCardSkeleton /> : <CatalogueCard product={card} headingLevel={3} />}
          </li>
        ))}
      </ul>
    </section>
  );
}
