import { availabilityOf } from '@domain/availability';
import { messages } from '@domain/messages';
import { formatINR } from '@domain/money';
import { heldWhileBusy } from '@/components/ui/held-while-busy';
import { Spinner } from '@/components/ui/spinner';
import { cx } from '@/lib/inline-style';
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
 * is on its way (shell §4). Off while the chosen variation's price loads or when it is not sold.
 */
export function AddButton({
  stock,
  adding,
  waiting,
  onAdd,
  className,
}: {
  stock: number | null;
  adding: boolean;
  /** The figures shown are not final yet (a variation's price is loading), or there is nothing to sell. */
  waiting: boolean;
  onAdd: () => void;
  className?: string;
}) {
  const { button } = availabilityOf(stock);
  return (
    <button
      type="button"
      className={cx(styles.add, className)}
      disabled={waiting}
      {...heldWhileBusy(adding, onAdd)}
      aria-busy={adding}
    >
      {adding && <Spinner size="sm" />}
      {button}
    </button>
  );
}
