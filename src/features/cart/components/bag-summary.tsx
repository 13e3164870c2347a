import { Link } from 'react-router-dom';
import { formatINR } from '@domain/money';
import type { CartSummary } from '@schemas/cart';
import { useCodeBoxes } from '@/data/checkout/apply-codes';
import { useCheckoutTotals } from '@/data/checkout/totals';
import { CodeEntry } from '@/components/ui/code-entry';
import { TotalsList } from '@/components/ui/totals-list';
import { toastCheckout } from '@/lib/toast';
import styles from './bag.module.css';

/**
 * The /cart page's summary (spec: shell §2 "Cart page", §9 totals): subtotal, discount, shipping, the
 * applied coupon and gift card, 3% GST and the total, the coupon and gift card boxes, and Proceed to
 * Checkout, which stops with the spec's minimum-order message when the bag is too small.
 */
function PageSummary({ summary }: { summary: CartSummary }) {
  const { totals, minimumOrder } = useCheckoutTotals(summary);
  const codes = useCodeBoxes(summary);
  return (
    <section className={`${styles.summary} ${styles.page}`} aria-label="Order summary">
      <TotalsList totals={totals} itemLabel="Subtotal" />
      {codes.map((box) => (
        <CodeEntry key={box.kind} {...box} />
      ))}
      <Link
        to="/address"
        className={styles.button}
        onClick={(event) => {
          if (!minimumOrder) return;
          event.preventDefault();
          toastCheckout.error(minimumOrder, 'minimum-order');
        }}
      >
        Proceed to Checkout
      </Link>
      {/* Keyboard and screen reader users hear the minimum before they try. */}
      {minimumOrder ? <p className="visually-hidden">{minimumOrder}</p> : null}
    </section>
  );
}

/**
 * The bag's summary, one component for both places (STYLE 16). The drawer shows the estimated total and
 * "View my shopping bag" (to /cart); the page shows the whole summary with coupon and gift card (above).
 */
export function BagSummary({
  summary,
  layout,
  onNavigate,
}: {
  summary: CartSummary;
  layout: 'aside' | 'page';
  onNavigate?: () => void;
}) {
  if (layout === 'page') return <PageSummary summary={summary} />;
  return (
    <section className={`${styles.summary} ${styles.aside}`} aria-label="Order summary">
      <dl>
        <div className={styles.grandTotal}>
          <dt>Estimated total</dt>
          <dd>{formatINR(summary.total_amount)}</dd>
        </div>
      </dl>
      <Link to="/cart" className={styles.button} onClick={onNavigate}>
        View my shopping bag
      </Link>
    </section>
  );
}
