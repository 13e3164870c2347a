import { Link, useParams } from 'react-router-dom';
import { orderTotalsOf } from '@domain/checkout';
import { orderDay, orderTime } from '@domain/order-dates';
import { canCancel } from '@domain/order-status';
import { AddressLines } from '@/components/ui/address-lines';
import { OrderItem, soldItemView } from '@/components/ui/order-item';
import itemStyles from '@/components/ui/order-item.module.css';
import { Skeleton } from '@/components/ui/skeleton';
import { TotalsList } from '@/components/ui/totals-list';
import button from '@/components/ui/button.module.css';
import { useOrderDetail } from '@/data/account/orders';
import { usePageHead } from '@/lib/page-head';
import { CancelOrderDialog } from './cancel-order-dialog';
import { OrderTracker } from './order-tracker';
import { useRequireSession } from './use-require-session';
import styles from './account-area.module.css';

const METHOD_NAMES: Record<string, string> = { COD: 'Cash on Delivery' };

/**
 * /order-detail/{order number} (catalogue §2 "Order Detail", §4): the order's data, its items, totals and
 * tracker, and Cancel Order while it is placed (status 0). An order that is not the customer's reads as
 * not found, exactly like one that does not exist.
 */
export function OrderDetail() {
  const { id = '' } = useParams();
  usePageHead({ title: `Order ${id}` });
  const allowed = useRequireSession();
  const detail = useOrderDetail(id);
  const order = detail.data;

  if (!allowed || detail.isPending) {
    return (
      <section className={styles.panel} aria-busy="true" aria-label="Loading the order">
        <Skeleton height="32px" width="60%" />
        <Skeleton height="72px" />
        <Skeleton height="240px" />
      </section>
    );
  }
  if (!order) {
    return (
      <section className={styles.panel} aria-labelledby="order-heading">
        <h1 id="order-heading" className={styles.panelHeading}>
          Order not found
        </h1>
        <div className={styles.empty}>
          <p>We could not find this order in your account.</p>
          <Link to="/account/my-order" className={button.primary}>
            Order History
          </Link>
        </div>
      </section>
    );
  }

  const placedAt = order.trans_datetime ?? order.created_at;
  return (
    <section className={styles.panel} aria-labelledby="order-heading">
      <h1 id="order-heading" className={styles.panelHeading}>
        Order {order.trans_order_number}
      </h1>
      <OrderTracker order={order} />
      <div className={styles.detailGrid}>
        <div>
          <h2 className={styles.sectionHeading}>Order details</h2>
          <dl className={styles.facts}>
            <div>
              <dt>Placed on</dt>
              <dd>
                {orderDay(placedAt)} {orderTime(placedAt)}
              </dd>
            </div>
            <div>
              <dt>Status</dt>
              <dd>{order.orderstatus}</dd>
            </div>
            <div>
              <dt>Payment</dt>
              <dd>{METHOD_NAMES[order.trans_method] ?? order.trans_method}</dd>
            </div>
            <div>
              <dt>Name</dt>
              <dd>{order.trans_user_name}</dd>
            </div>
            <div>
              <dt>Email</dt>
              <dd>{order.trans_user_email}</dd>
            </div>
            {order.trans_cancel_reason ? (
              <div>
                <dt>Cancel reason</dt>
                <dd>{order.trans_cancel_reason}</dd>
              </div>
            ) : null}
          </dl>
        </div>
        {order.trans_delivery_address ? (
          <div>
            <h2 className={styles.sectionHeading}>Delivery address</h2>
            <AddressLines address={order.trans_delivery_address} />
          </div>
        ) : null}
      </div>
      <div className={styles.itemsBlock}>
        <h2 className={styles.sectionHeading}>Items</h2>
        <ul className={itemStyles.items}>
          {order.items.map((item, index) => (
            <OrderItem key={`${item.td_item_title}-${index}`} item={soldItemView(item)} />
          ))}
        </ul>
        <TotalsList totals={orderTotalsOf(order)} totalLabel="Total" />
      </div>
      <div className={styles.actions}>
        {canCancel(order.trans_status) ? <CancelOrderDialog orderNumber={order.trans_order_number} /> : null}
        <Link to="/account/my-order" className={styles.menuLink}>
          Back to Order History
        </Link>
      </div>
    </section>
  );
}
