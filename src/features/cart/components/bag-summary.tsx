import { Link } from 'react-router-dom';
import { messages } from '@domain/messages';
import { formatINR } from '@domain/money';
import type { CartSummary } from '@schemas/cart';
import { applyCoupon, applyGiftCard, removeCoupon, removeGiftCard } from '@/data/checkout/apply-codes';
import { useCheckoutTotals } from '@/data/checkout/totals';
import { TotalsList } from '@/components/ui/totals-list';
import { toastCheckout } from '@/lib/toast';
import { CodeEntry } from './code-entry';
import styles from './bag.module.css';

/**
 * The /cart page's summary (spec: shell §2 "Cart page", §9 totals): subtotal, discount, shipping, the
 * applied coupon and gift card, 3% GST and the total, the coupon and gift card boxes, and Proceed to
 * Checkout, which stops with the spec's minimum-order message when the bag is too small.
 */
function PageSummary({ summary }: { summary: CartSummary }) {
  const { totals, coupon, giftCard, giftCardProblem, minimumOrder } = useCheckoutTotals(summary);
  const leftToPay = (totals.cartTotal - totals.coupon) / 100;
  return (
    <section className={`${styles.summary} ${styles.page}`} aria-label="Order summary">
      <TotalsList totals={totals} itemLabel="Subtotal" />
      <CodeEntry
        kind="coupon"
        label="Coupon"
        required={messages.couponRequired}
        applied={coupon?.promo_code ?? null}
        onApply={(code) => applyCoupon(code, summary.total_amount)}
        onRemove={removeCoupon}
      />
      <CodeEntry
        kind="giftCard"
        label="Gift card"
        required={messages.giftCardRequired}
        applied={giftCard?.gt_giftcard_code ?? null}
        problem={giftCardProblem}
        onApply={(code) => applyGiftCard(code, leftToPay)}
        onRemove={removeGiftCard}
      />
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
