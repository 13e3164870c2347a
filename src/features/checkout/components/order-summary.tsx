import { Link } from 'react-router-dom';
import type { CartSummary } from '@schemas/cart';
import { useBag } from '@/data/cart/bag';
import { useCheckoutTotals } from '@/data/checkout/totals';
import { Skeleton } from '@/components/ui/skeleton';
import { TotalsList } from '@/components/ui/totals-list';
import { OrderItem } from './order-item';
import styles from './checkout.module.css';

function Totals({ summary }: { summary: CartSummary }) {
  const { totals, coupon, giftCard } = useCheckoutTotals(summary);
  return (
    <>
      {coupon || giftCard ? (
        <p className={styles.muted}>
          {coupon ? `Coupon ${coupon.promo_code} applied. ` : ''}
          {giftCard ? `Gift card ${giftCard.gt_giftcard_code} applied.` : ''}
        </p>
      ) : null}
      <TotalsList totals={totals} />
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
          <ul className={styles.items}>
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
