import { Link } from 'react-router-dom';
import { formatINR } from '@domain/money';
import type { CartSummary } from '@schemas/cart';
import styles from './bag.module.css';

/**
 * The bag's summary, one component for both places (STYLE 16). The drawer shows the estimated total and
 * "View my shopping bag" (to /cart); the page shows the subtotal, the discount and shipping when there are
 * any, and "Proceed to Checkout" (to /address) (spec: shell §2). Coupon and gift card entry come later.
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
  return (
    <section className={`${styles.summary} ${styles[layout]}`} aria-label="Order summary">
      <dl>
        {layout === 'page' ? (
          <>
            <div>
              <dt>Subtotal</dt>
              <dd>{formatINR(summary.itemTotal)}</dd>
            </div>
            {summary.discount > 0 ? (
              <div>
                <dt>Discount</dt>
                <dd>−{formatINR(summary.discount)}</dd>
              </div>
            ) : null}
            <div>
              <dt>Shipping</dt>
              <dd>{summary.shipping_charge > 0 ? formatINR(summary.shipping_charge) : 'Free'}</dd>
            </div>
          </>
        ) : null}
        <div className={styles.grandTotal}>
          <dt>Estimated total</dt>
          <dd>{formatINR(layout === 'page' ? summary.sellingTotal : summary.total_amount)}</dd>
        </div>
      </dl>
      {layout === 'page' ? (
        <Link to="/address" className={styles.button}>
          Proceed to Checkout
        </Link>
      ) : (
        <Link to="/cart" className={styles.button} onClick={onNavigate}>
          View my shopping bag
        </Link>
      )}
    </section>
  );
}
