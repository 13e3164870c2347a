import { Link } from 'react-router-dom';
import type { CartSummary } from '@schemas/cart';
import { useBag } from '@/data/cart/bag';
import { useCodeBoxes } from '@/data/checkout/apply-codes';
import { useCheckoutTotals } from '@/data/checkout/totals';
import { CodeEntry } from '@/components/ui/code-entry';
import { Skeleton } from '@/components/ui/skeleton';
import { TotalsList } from '@/components/ui/totals-list';
import { OrderItem } from '@/components/ui/order-item';
import itemStyles from '@/components/ui/order-item.module.css';
import styles from './checkout.module.css';

/** The totals, then the coupon and gift card boxes: applied and removed here as on /cart (issue 10 §1). */
function Totals({ summary }: { summary: CartSummary }) {
  const { totals } = useCheckoutTotals(summary);
  const codes = useCodeBoxes(summary);
  return (
    <>
      <TotalsList totals={totals} />
      {codes.map((box) => (
        <CodeEntry key={box.kind} {...box} />
      ))}
    </>
  );
}

/**
 * `order-summary` (spec: shell §2 "Payment step": the order summary panel): the bag's lines and the totals
 * with coupon, gift card, shipping and 3% GST as the shopper will pay them (the server computes them again).
 */
export function OrderSummary() {
  const bag = useBag();
  return (
    <aside className={`${styles.box} ${styles.summary}`} aria-labelledby="order-summary-heading">
      <div className={styles.boxTop}>
        <h2 id="order-summary-heading" className={styles.boxHeading}>
          Order summary
        </h2>
        <Link to="/cart" className={styles.link}>
          Edit bag
        </Link>
      </div>
      {bag.loading ? (
        <Skeleton height="200px" />
      ) : (
        <>
          <ul className={itemStyles.items}>
            {bag.lines.map((line) => (
              <OrderItem
                key={`${line.product_id}-${line.product_variation ?? ''}-${line.cart_id ?? ''}`}
                item={{
                  image: line.product_image,
                  title: line.product_name,
                  variations: line.selected_variation,
                  quantity: line.quantity,
                  price: line.product_selling_price,
                }}
              />
            ))}
          </ul>
          <Totals summary={bag.summary} />
        </>
      )}
    </aside>
  );
}
