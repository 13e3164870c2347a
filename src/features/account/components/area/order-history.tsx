import { Link } from 'react-router-dom';
import { messages } from '@domain/messages';
import button from '@/components/ui/button.module.css';
import { useOrderList } from '@/data/account/orders';
import { OrderRows, OrderRowsSkeleton } from './order-rows';
import { useRequireSession } from './use-require-session';
import styles from './account-area.module.css';

/**
 * /account/my-order, Order History (catalogue §2): every order, newest first; 'No Orders Found!' with Shop
 * Now when there are none. A failed load simply stops loading (catalogue §8).
 */
export function OrderHistory() {
  const allowed = useRequireSession();
  const orders = useOrderList();
  return (
    <section className={styles.panel} aria-labelledby="history-heading">
      <h1 id="history-heading" className={styles.panelHeading}>
        Order History
      </h1>
      {!allowed || orders.isPending ? (
        <OrderRowsSkeleton count={4} />
      ) : orders.data && orders.data.length > 0 ? (
        <OrderRows orders={orders.data} />
      ) : orders.isError ? null : (
        <div className={styles.empty}>
          <p>{messages.noOrders}</p>
          <Link to="/list/shop-all" className={button.primary}>
            Shop Now
          </Link>
        </div>
      )}
    </section>
  );
}
