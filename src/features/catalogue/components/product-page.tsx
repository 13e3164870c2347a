import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import type { ProductDetailsResponse } from '@schemas/catalogue-product';
import { isUnknownProduct, productDetailsQueryOptions } from '@/data/catalogue/product-details';
import { rememberViewed } from '@/data/catalogue/recently-viewed';
import { onIdle } from '@/lib/next-task';
import { usePageHead } from '@/lib/page-head';
import { useVariationChoice } from '../hooks/use-variation-choice';
import { productStructuredData } from '../product-view';
import { ContentTabs } from './content-tabs';
import { ProductDetailsSkeleton } from './product-details-skeleton';
import { ProductGallery } from './product-gallery';
import { ProductInfo } from './product-info';
import { CompleteTheLook, DiscoverCollection, RecentlyViewed } from './product-rows';
import styles from './product-page.module.css';

/** The longest description a search result shows; the rest is cut at a word. */
const DESCRIPTION_MAX = 160;

const shortDescription = (text: string) => {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= DESCRIPTION_MAX) return plain;
  const cut = plain.slice(0, DESCRIPTION_MAX - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 80))}…`;
};

/** Route /product/:slug (catalogue §2 "Product detail"). An unknown product goes to the 404 page. */
export function ProductPage() {
  const { slug = '' } = useParams();
  const query = useQuery(productDetailsQueryOptions(slug));
  if (query.isPending) return <ProductDetailsSkeleton />;
  // spec: shell §8 — a failed product details load ends loading silently.
  if (query.isError) return <div className={styles.page} />;
  if (isUnknownProduct(query.data)) return <Navigate to="/error_404" replace />;
  // A new product starts with its own default selection.
  return <ProductDetails key={slug} answer={query.data} />;
}

export function ProductDetails({ answer }: { answer: ProductDetailsResponse }) {
  const choice = useVariationChoice(answer);
  const product = answer.rowProductData;
  if (!product) throw new Error('ProductDetails needs a product');
  const { shown } = choice;
  const slug = product.product_slug;

  usePageHead({
    title: product.product_name,
    description: shortDescription(product.product_description || product.product_name),
    canonical: `/product/${slug}`,
    structuredData: productStructuredData(product, shown, shown.images),
  });
  // Remembering the piece (reading and writing storage, building its schema, telling the "Recently viewed" row)
  // waits for an idle moment instead of running among the hydration's effects, where it was a quarter of that
  // task; a page left sooner remembers the piece as it goes.
  useEffect(() => {
    let remembered = false;
    const remember = () => {
      if (remembered) return;
      remembered = true;
      rememberViewed(slug);
    };
    const cancel = onIdle(remember);
    return () => {
      cancel();
      remember();
    };
  }, [slug]);

  return (
    <article className={styles.page}>
      <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
        <ol>
          <li>
            <Link to="/">Home</Link>
          </li>
          <li>
            <Link to="/list/shop-all">Shop All</Link>
          </li>
          <li aria-current="page">{product.product_name}</li>
        </ol>
      </nav>
      <div className={styles.top}>
        <ProductGallery images={shown.images} name={product.product_name} />
        <ProductInfo answer={answer} choice={choice} />
      </div>
      <div className={styles.section}>
        <ContentTabs tabs={product.product_tabs} label={`About ${product.product_name}`} />
      </div>
      <CompleteTheLook slug={slug} />
      <DiscoverCollection related={answer.relatedProducts} />
      <RecentlyViewed currentSlug={slug} />
    </article>
  );
}
