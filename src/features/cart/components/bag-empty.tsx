import { Link } from 'react-router-dom';
import styles from './bag.module.css';

/** spec: shell §2 "Bag drawer" and "Cart page": the empty bag, with Continue Shopping to /. */
export function BagEmpty({ onContinue }: { onContinue?: () => void }) {
  return (
    <div className={styles.empty}>
      <p className={styles.emptyTitle}>Your Cart is Empty</p>
      <p>Your cart is waiting for items!</p>
      <Link to="/" className={styles.button} onClick={onContinue}>
        Continue Shopping
      </Link>
    </div>
  );
}
