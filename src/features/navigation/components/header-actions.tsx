import { Link } from 'react-router-dom';
import { useBagCount } from '@/data/cart/bag';
import { useFollowBag } from '@/data/cart/bag-broadcast';
import { openInstead, useOpenDrawer } from '@/lib/drawers';
import { useFavCount } from '../hooks/use-fav-count';
import { useSignedIn } from '@/data/account/user-token';
import { BagIcon, HeartIcon, SearchIcon, UserIcon } from './icons';
import styles from './header.module.css';

/** A count bubble, shown only above 0 (spec: shell §2 "Header"). */
function Badge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className={styles.badge} aria-hidden="true">
      {count > 99 ? '99+' : count}
    </span>
  );
}

/**
 * Right-hand icons. spec: shell §2 — search, account links, wishlist heart and the bag with its count. The
 * account links and the wishlist are the desktop's only (`desktop`); a phone reaches them from the menu.
 */
export function HeaderActions({ onOpenSearch, desktop = true }: { onOpenSearch: () => void; desktop?: boolean }) {
  const signedIn = useSignedIn();
  // The badge follows the bag, signed in or not, in every tab (issue 9 §5).
  const cartCount = useBagCount();
  useFollowBag();
  const openDrawer = useOpenDrawer();
  // A link to /cart before the app starts (and for a new tab); afterwards it opens the bag drawer (shell §2).
  const openBag = openInstead(() => openDrawer({ name: 'bag' }));
  const favCount = useFavCount();
  return (
    <div className={styles.actions}>
      {/* A real form before the app starts (the search page); afterwards it opens the search panel. */}
      <form action="/search-result" method="get" className={styles.searchForm}>
        <button
          type="submit"
          className={styles.iconButton}
          aria-label="Search"
          aria-haspopup="dialog"
          data-opens="search"
          onClick={(event) => {
            event.preventDefault();
            onOpenSearch();
          }}
        >
          <SearchIcon />
        </button>
      </form>
      {!desktop ? null : signedIn ? (
        <Link to="/my-account" className={`${styles.iconButton} ${styles.desktopOnly}`} aria-label="My account">
          <UserIcon />
        </Link>
      ) : (
        <span className={`${styles.authLinks} ${styles.desktopOnly}`}>
          <UserIcon />
          {/* Links before the app starts (and for a new tab); afterwards the modals over this page (shell §2). */}
          <Link
            to="/login"
            aria-haspopup="dialog"
            data-opens="signIn"
            onClick={openInstead(() => openDrawer({ name: 'signIn' }))}
          >
            Login
          </Link>
          <span aria-hidden="true">/</span>
          <Link
            to="/register"
            aria-haspopup="dialog"
            data-opens="signUp"
            onClick={openInstead(() => openDrawer({ name: 'signUp' }))}
          >
            Register
          </Link>
        </span>
      )}
      {desktop ? (
        <Link to="/account/wishlist" className={`${styles.iconButton} ${styles.desktopOnly}`} aria-label="Wishlist">
          <HeartIcon />
          <Badge count={favCount} />
        </Link>
      ) : null}
      <Link
        to="/cart"
        className={styles.iconButton}
        aria-label="Cart"
        aria-haspopup="dialog"
        aria-describedby={cartCount > 0 ? 'cart-count' : undefined}
        data-opens="bag"
        onClick={openBag}
      >
        <BagIcon />
        <Badge count={cartCount} />
      </Link>
      {cartCount > 0 ? (
        <span id="cart-count" hidden>
          {cartCount} {cartCount === 1 ? 'item' : 'items'}
        </span>
      ) : null}
    </div>
  );
}
