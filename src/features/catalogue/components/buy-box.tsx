import { availabilityOf } from '@domain/availability';
import { messages } from '@domain/messages';
import { formatINR } from '@domain/money';
import type { ProductDetail, SelectedTerm } from '@schemas/catalogue-product';
import { heldWhileBusy } from '@/components/ui/held-while-busy';
import { Spinner } from '@/components/ui/spinner';
import { useAddToBag } from '@/data/cart/bag-changes';
import { useOpenDrawer } from '@/lib/drawers';
import { cx } from '@/lib/inline-style';
import { bagLineOf } from '../bag-line';
import type { ShownProduct } from '../product-view';
import styles from './buy-box.module.css';

/** The price (catalogue §2): the selling price, and the list price struck through when it is higher. */
export function PriceLine({ shown, large = false }: { shown: ShownProduct; large?: boolean }) {
  const discounted = shown.price > shown.sellingPrice;
  return (
    <p className={cx(styles.prices, large && styles.large)}>
      <span className="visually-hidden">Price </span>
      <span className={styles.price}>{formatINR(shown.sellingPrice)}</span>
      {discounted && (
        <>
          <s className={styles.listPrice}>
            <span className="visually-hidden">Original price </span>
            {formatINR(shown.price)}
          </s>
          {shown.discount > 0 && <span className={styles.saving}>Save {formatINR(shown.discount)}</span>}
        </>
      )}
    </p>
  );
}

/**
 * Availability from the stock (catalogue §4, shell §4): "Available" or "Out of Stock", and the made-to-order
 * note when the piece is not readily available.
 */
export function AvailabilityLine({ stock }: { stock: number | null }) {
  const availability = availabilityOf(stock);
  return (
    <div className={styles.availability}>
      <p className={styles.status}>
        <span className={styles.statusLabel}>Availability:</span>{' '}
        <span className={availability.label === 'Available' ? styles.available : styles.outOfStock}>
          {availability.label}
        </span>
      </p>
      {!availability.readilyAvailable && <p className={styles.madeToOrder}>{messages.madeToOrder}</p>}
    </div>
  );
}

/**
 * "Add to Cart" when readily available, else "Make to Order" (catalogue §4), with a spinner while the add
 * is on its way (shell §4); once added, the bag opens (one drawer at a time: it takes the variation drawer's
 * place). Off while the chosen variation's price loads or when it is not sold. The button holds the add's
 * state itself, so a tap draws the button again and not the product's facts around it (issue 13 §1, INP).
 */
export function AddButton({
  product,
  shown,
  selection,
  waiting,
  className,
}: {
  product: ProductDetail;
  shown: ShownProduct;
  selection: readonly SelectedTerm[];
  /** The figures shown are not final yet (a variation's price is loading), or there is nothing to sell. */
  waiting: boolean;
  className?: string;
}) {
  const { add, isPending: adding } = useAddToBag();
  const openDrawer = useOpenDrawer();
  const { button } = availabilityOf(shown.stock);
  const onAdd = async () => {
    const result = await add(bagLineOf(product, shown, selection));
    if (result.ok) openDrawer({ name: 'bag' });
  };
  return (
    <button
      type="button"
      className={cx(styles.add, className)}
      disabled={waiting}
      {...heldWhileBusy(adding, () => void onAdd())}
      aria-busy={adding}
    >
      {adding && <Spinner size="sm" />}
      {button}
    </button>
  );
}
