import { useBag } from '@/data/cart/bag';
import { Skeleton } from '@/components/ui/skeleton';
import { BagEmpty } from './bag-empty';
import { BagLines } from './bag-lines';
import { BagSummary } from './bag-summary';
import { Recommendations } from './recommendations';
import { useLineActions } from './use-line-actions';
import styles from './bag.module.css';

/**
 * `cart-lines` (spec: shell §2 "Cart page"): "Shopping Bag {count}", then the table of the bag's lines, or
 * the empty state with Continue Shopping.
 */
export function CartLinesBlock() {
  const bag = useBag();
  const { actions, busyLine } = useLineActions();
  return (
    <section
      aria-labelledby="cart-heading"
      className={styles.linesArea}
      aria-busy={bag.loading || undefined}
      data-empty={!bag.loading && bag.count === 0 ? '' : undefined}
    >
      <h1 id="cart-heading" className={styles.heading} tabIndex={-1}>
        Shopping Bag <span className={styles.count}>{bag.count}</span>
      </h1>
      {bag.loading ? (
        <Skeleton height="240px" />
      ) : bag.count === 0 ? (
        <BagEmpty />
      ) : (
        <BagLines lines={bag.lines} layout="page" actions={actions} busyLine={busyLine} />
      )}
    </section>
  );
}

/** `cart-summary`: the subtotal and Proceed to Checkout, shown while the bag holds something. */
export function CartSummaryBlock() {
  const bag = useBag();
  if (bag.loading || bag.count === 0) return null;
  return <BagSummary summary={bag.summary} layout="page" />;
}

/**
 * `cart-recommendations`: the "You May Also Like" slider (1, 2, 4 from 640, 768, 1024 px; 2 on mobile), drawn
 * once the bag is known, so that the bag's lines arriving never push it (and the footer) down the screen.
 */
export function CartRecommendationsBlock() {
  const bag = useBag();
  if (bag.loading) return null;
  return <Recommendations layout="page" />;
}
