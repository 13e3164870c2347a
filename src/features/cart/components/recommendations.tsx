import { useQuery } from '@tanstack/react-query';
import { memo } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { formatINR } from '@domain/money';
import type { RecommendedProduct } from '@schemas/catalogue-product';
import { Carousel } from '@/components/ui/carousel';
import { heldWhileBusy } from '@/components/ui/held-while-busy';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useAddToBag } from '@/data/cart/bag-changes';
import { recommendedProductsQueryOptions, type RecommendationsLayout } from '@/data/catalogue/recommended-products';
import { useOpenDrawer } from '@/lib/drawers';
import { mediaUrl } from '@/lib/media';
import styles from './recommendations.module.css';

/** spec: shell §9 "Placeholders: … 6 recommendation". */
export const RECOMMENDATION_PLACEHOLDERS = 6;

/** The bag's own page (shell §2). */
const CART_PATH = '/cart';

function Suggestion({ product, showBag }: { product: RecommendedProduct; showBag: boolean }) {
  const openDrawer = useOpenDrawer();
  const { add, pendingLine } = useAddToBag();
  const adding = pendingLine !== null;
  // spec: shell §4 — a variable product opens the variation picker (which closes the bag); a simple one is
  // added directly and the bag stays open. Placed on any other page (issue 9 §0), the bag opens after the
  // add, as it does from a product page, so the shopper sees where the piece went.
  const onAdd = async () => {
    if (product.product_type === 1) {
      openDrawer({ name: 'variation', payload: { slug: product.product_slug } });
      return;
    }
    const result = await add({
      product_id: product.product_id,
      product_name: product.product_name,
      product_slug: product.product_slug,
      product_image: product.product_image,
      product_type: product.product_type,
      product_price: product.product_price,
      product_selling_price: product.product_selling_price,
      selected_variation: [],
    });
    if (result.ok && showBag) openDrawer({ name: 'bag' });
  };
  return (
    <div className={styles.item}>
      <Link to={`/product/${product.product_slug}`} className={styles.link}>
        <img src={mediaUrl(product.product_image)} alt="" width={160} height={160} loading="lazy" />
        <span className={styles.name}>{product.product_name}</span>
      </Link>
      <span className={styles.price}>
        {formatINR(product.product_selling_price)}
        {product.product_price > product.product_selling_price ? <s>{formatINR(product.product_price)}</s> : null}
      </span>
      <button
        type="button"
        className={styles.add}
        {...heldWhileBusy(adding, () => void onAdd())}
        aria-busy={adding || undefined}
      >
        {adding ? <Spinner size="sm" /> : null}
        Add to Cart
        <span className="visually-hidden"> {product.product_name}</span>
      </button>
    </div>
  );
}

function Placeholders() {
  return Array.from({ length: RECOMMENDATION_PLACEHOLDERS }, (_, i) => (
    // The same boxes as a suggestion (image, two lines of name, price, button), so nothing moves when they come.
    <div key={i} className={styles.item} aria-hidden="true">
      <Skeleton className={styles.imageSkeleton} />
      <Skeleton className={styles.name} width="80%" />
      <Skeleton height="1.3em" width="40%" />
      <Skeleton className={styles.addSkeleton} />
    </div>
  ));
}

/**
 * "You might also like" in the bag drawer ('aside') and the "You May Also Like" slider on /cart ('page':
 * 1, 2 and 4 slides from 640, 768 and 1024 px, 2 on mobile) (spec: shell §2). 6 placeholders while loading;
 * a failed load ends silently (§8), showing nothing.
 *
 * Memoised: its parents read the bag, and each quantity changed on a line re-rendered every suggestion (each with
 * its own bag-change hooks) and the slider, on the main thread a next tap waits behind. It draws again only when
 * its own query or the route changes.
 */
export const Recommendations = memo(function Recommendations({ layout }: { layout: RecommendationsLayout }) {
  const query = useQuery(recommendedProductsQueryOptions(layout));
  const { pathname } = useLocation();
  const products = query.data?.recommendedproducts ?? [];
  if (query.isError || (query.isSuccess && products.length === 0)) return null;
  const title = layout === 'page' ? 'You May Also Like' : 'You might also like';
  // On /cart the lines are on the page and in the drawer the bag is open: only elsewhere does an add open it.
  const showBag = layout === 'page' && pathname !== CART_PATH;
  const items = query.isPending
    ? Placeholders()
    : products.map((p) => <Suggestion key={p.product_id} product={p} showBag={showBag} />);
  return (
    // The slider is its own labelled region; the drawer's list is labelled by its heading.
    <div className={styles.recommendations}>
      <h2 className={styles.title}>{title}</h2>
      {layout === 'page' ? (
        <Carousel label={title} perView={2} autoplayMs={false} className={styles.slider}>
          {items}
        </Carousel>
      ) : (
        <section className={styles.list} aria-label={title}>
          {items}
        </section>
      )}
    </div>
  );
});
