import { Link } from 'react-router-dom';
import { formatINR } from '@domain/money';
import { orderDay } from '@domain/order-dates';
import type { AccountOrder } from '@schemas/account-orders';
import { Skeleton } from '@/components/ui/skeleton';
import styles from './account-area.module.css';

/** Orders as rows: number (to its detail), date, status, items and total; one view for Overview and History. */
export function OrderRows({ orders }: { orders: AccountOrder[] }) {
  return (
    <ul className={styles.orders}>
      {orders.map((order) => {
        const pieces = order.items.reduce((sum, item) => sum + item.td_item_qty, 0);
        return (
          <li key={order.trans_order_number} className={styles.orderRow}>
            <Link to={`/order-detail/${encodeURIComponent(order.trans_order_number)}`} className={styles.orderNumber}>
              Order {order.trans_order_number}
            </Link>
            <span className={styles.amount}>{formatINR(order.trans_amt)}</span>
            <span className={styles.muted}>
              {orderDay(order.trans_datetime ?? order.created_at)} · {pieces} {pieces === 1 ? 'item' : 'items'}
            </span>
            <span className={styles.badge}>{order.orderstatus}</span>
          </li>
        );
      })}
    </ul>
  );
}

/** Placeholders as tall as `count` order rows, while the list loads. */
export function OrderRowsSkeleton({ count = 3 }: { count?: number }) {
  return (
    <div className={styles.orders} role="status" aria-label="Loading orders">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} height="86px" />
      ))}
    </div>
  );
}
