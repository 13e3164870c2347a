import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { orderTotalsOf } from '@domain/checkout';
import { formatINR } from '@domain/money';
import type { Address } from '@schemas/address';
import type { Order } from '@schemas/order';
import { useSettings } from '@/data/content/settings';
import { useOrderDetail } from '@/data/checkout/order-detail';
import { clearCheckoutSessions } from '@/data/checkout/place-order';
import { Skeleton } from '@/components/ui/skeleton';
import { TotalsList } from '@/components/ui/totals-list';
import button from '@/components/ui/button.module.css';
import { AddressLines } from '@/components/ui/address-lines';
import { OrderItem, soldItemView } from '@/components/ui/order-item';
import styles from './confirmation.module.css';

/** spec: shell §2 — "estimated delivery days (singular or plural day wording)". */
export const deliveryDays = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;

const METHOD_NAMES: Record<string, string> = { COD: 'Cash on Delivery' };

function OrderView({ order }: { order: Order }) {
  const settings = useSettings().data?.sitesettings;
  const days = Number(settings?.shipping_estimated_days ?? 0);
  const support = settings?.admin_support_email;
  const address = order.trans_delivery_address as Address | null | undefined;
  return (
    <article className={styles.sheet} aria-labelledby="thankyou-heading">
      <header className={styles.head}>
        <p className={styles.printOnly}>Padmakshya — Order confirmation</p>
        <h1 id="thankyou-heading" className={styles.heading}>
          Thank you, {order.trans_user_name}!
        </h1>
        <p className={styles.lead}>
          Your order has been placed. A confirmation is on its way to {order.trans_user_email}.
        </p>
      </header>
      <dl className={styles.facts}>
        <div>
          <dt>Order number</dt>
          <dd>{order.trans_order_number}</dd>
        </div>
        <div>
          <dt>Name</dt>
          <dd>{order.trans_user_name}</dd>
        </div>
        <div>
          <dt>Payment method</dt>
          <dd>{METHOD_NAMES[order.trans_method] ?? order.trans_method}</dd>
        </div>
        <div>
          <dt>Contact e-mail</dt>
          <dd>{order.trans_user_email}</dd>
        </div>
        <div>
          <dt>Amount paid</dt>
          <dd>{formatINR(order.trans_amt)}</dd>
        </div>
        {address ? (
          <div className={styles.wideFact}>
            <dt>Shipping address</dt>
            <dd>
              <AddressLines address={address} />
            </dd>
          </div>
        ) : null}
      </dl>
      <section aria-labelledby="thankyou-items" className={styles.section}>
        <h2 id="thankyou-items" className={styles.subheading}>
          Items
        </h2>
        <ul className={styles.items}>
          {order.items.map((item, i) => (
            <OrderItem key={`${item.td_item_title}-${i}`} item={soldItemView(item)} />
          ))}
        </ul>
      </section>
      <section aria-labelledby="thankyou-summary" className={styles.section}>
        <h2 id="thankyou-summary" className={styles.subheading}>
          Order summary
        </h2>
        <TotalsList
          totals={orderTotalsOf(order)}
          totalLabel="Total"
          extra={
            days > 0 ? (
              <div>
                <dt>Estimated delivery</dt>
                <dd>{deliveryDays(days)}</dd>
              </div>
            ) : null
          }
        />
      </section>
      <footer className={styles.actions}>
        <Link to="/" className={button.primary}>
          Continue Shopping
        </Link>
        <Link to="/help-support" className={styles.secondary}>
          Contact support{support ? ` (${support})` : ''}
        </Link>
        <button type="button" className={styles.secondary} onClick={() => window.print()}>
          Print invoice
        </button>
      </footer>
    </article>
  );
}

/**
 * `order-confirmation` (spec: shell §2 "Order confirmation", §4): the order the URL names, for its customer or
 * the browser that placed it, else the not-found state. Loading it clears the local bag, address, coupon and
 * guest checkout data (shell §4). Printed, it is a one-page invoice (confirmation.module.css).
 */
export function OrderConfirmation() {
  const { id = '' } = useParams();
  const order = useOrderDetail(id);
  useEffect(() => clearCheckoutSessions(), []);

  if (order.isPending) {
    return (
      <div className={styles.sheet} role="status" aria-label="Loading your order">
        <Skeleton height="2.5rem" width="60%" />
        <Skeleton height="180px" />
        <Skeleton height="220px" />
      </div>
    );
  }
  if (!order.data) {
    return (
      <div className={styles.sheet}>
        <h1 className={styles.heading}>Order not found</h1>
        <p className={styles.lead}>
          We could not find this order. If you placed it while signed in, please sign in to see it.
        </p>
        <Link to="/" className={button.primary}>
          Continue Shopping
        </Link>
      </div>
    );
  }
  return <OrderView order={order.data} />;
}
