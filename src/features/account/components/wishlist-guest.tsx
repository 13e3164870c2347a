import { Link } from 'react-router-dom';
import button from '@/components/ui/button.module.css';
import styles from './wishlist.module.css';

/** spec: catalogue §2 "Wishlist" — a guest sees a prompt with Register (/register) and Login (/login). */
export function WishlistGuest() {
  return (
    <div className={styles.prompt}>
      <p className={styles.lead}>Sign in to keep the pieces you love in one place, on every device.</p>
      <div className={styles.actions}>
        <Link to="/register" className={styles.secondary}>
          Register
        </Link>
        <Link to={`/login?redirect=${encodeURIComponent('/account/wishlist')}`} className={button.primary}>
          Login
        </Link>
      </div>
    </div>
  );
}
