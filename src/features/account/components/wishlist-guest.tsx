import { Link } from 'react-router-dom';
import { openInstead, useOpenDrawer } from '@/lib/drawers';
import button from '@/components/ui/button.module.css';
import styles from './wishlist.module.css';

/**
 * spec: catalogue §2 "Wishlist" — a guest sees a prompt with Register (/register) and Login (/login). Once the
 * app runs they open the sign-up and sign-in modals over this page, which then shows the customer's wishlist.
 */
export function WishlistGuest() {
  const openDrawer = useOpenDrawer();
  return (
    <div className={styles.prompt}>
      <p className={styles.lead}>Sign in to keep the pieces you love in one place, on every device.</p>
      <div className={styles.actions}>
        <Link
          to="/register"
          className={styles.secondary}
          aria-haspopup="dialog"
          data-opens="signUp"
          onClick={openInstead(() => openDrawer({ name: 'signUp' }))}
        >
          Register
        </Link>
        <Link
          to={`/login?redirect=${encodeURIComponent('/account/wishlist')}`}
          className={button.primary}
          aria-haspopup="dialog"
          data-opens="signIn"
          onClick={openInstead(() => openDrawer({ name: 'signIn' }))}
        >
          Login
        </Link>
      </div>
    </div>
  );
}
