import { messages } from '@domain/messages';
import { useRecentOrders } from '@/data/account/orders';
import { useUser } from '@/data/account/user';
import { OrderRows, OrderRowsSkeleton } from './order-rows';
import { useRequireSession } from './use-require-session';
import styles from './account-area.module.css';

/**
 * /my-account, Overview (catalogue §2): the customer's recent orders; "You haven't placed any orders yet."
 * when there are none. A failed load simply stops loading (catalogue §8).
 */
export function AccountOverview() {
  const allowed = useRequireSession();
  const user = useUser().data?.rowUserData;
  const orders = useRecentOrders();
  return (
    <section className={styles.panel} aria-labelledby="overview-heading">
      <h1 id="overview-heading" className={styles.panelHeading}>
        {user ? `Welcome back, ${user.user_fname}` : 'My Account'}
      </h1>
      <h2 className={styles.sectionHeading}>Recent orders</h2>
      {!allowed || orders.isPending ? (
        <OrderRowsSkeleton />
      ) : orders.data && orders.data.length > 0 ? (
        <OrderRows orders={orders.data} />
      ) : orders.isError ? null : (
        <p className={styles.empty}>{messages.noRecentOrders}</p>
      )}
    </section>
  );
}
