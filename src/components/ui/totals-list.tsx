import type { ReactNode } from 'react';
import { GST_LABEL, type OrderTotals } from '@domain/checkout';
import { formatINR } from '@domain/money';
import styles from './totals-list.module.css';

const rupees = (paise: number) => formatINR(paise / 100);

/**
 * An order's summary lines (spec: shell §2 "Order confirmation": item total, discount, coupon discount, gift
 * card amount if above zero, shipping, tax (3% GST), total), one view for the bag page, the checkout's
 * summary and the confirmation (STYLE 16). Lines worth nothing are left out, except shipping and tax;
 * `extra` rows (estimated delivery) go before the total.
 */
export function TotalsList({
  totals,
  itemLabel = 'Item total',
  totalLabel = 'Estimated total',
  extra,
}: {
  totals: OrderTotals;
  /** The bag page calls it Subtotal (shell §2 "Cart page"). */
  itemLabel?: string;
  totalLabel?: string;
  extra?: ReactNode;
}) {
  return (
    <dl className={styles.list}>
      <div>
        <dt>{itemLabel}</dt>
        <dd>{rupees(totals.itemTotal)}</dd>
      </div>
      {totals.discount > 0 ? (
        <div>
          <dt>Discount</dt>
          <dd>−{rupees(totals.discount)}</dd>
        </div>
      ) : null}
      {totals.coupon > 0 ? (
        <div>
          <dt>Coupon discount</dt>
          <dd>−{rupees(totals.coupon)}</dd>
        </div>
      ) : null}
      {totals.giftCard > 0 ? (
        <div>
          <dt>Gift card</dt>
          <dd>−{rupees(totals.giftCard)}</dd>
        </div>
      ) : null}
      <div>
        <dt>Shipping</dt>
        <dd>{totals.shipping > 0 ? rupees(totals.shipping) : 'Free'}</dd>
      </div>
      <div>
        <dt>Tax ({GST_LABEL})</dt>
        <dd>{rupees(totals.gst)}</dd>
      </div>
      {extra}
      <div className={styles.grand}>
        <dt>{totalLabel}</dt>
        <dd>{rupees(totals.total)}</dd>
      </div>
    </dl>
  );
}
