import { useEffect, useRef, useState } from 'react';
import { NavLink } from 'react-router-dom';
import { messages } from '@domain/messages';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useLogout } from '@/data/account/logout';
import { useUser } from '@/data/account/user';
import { useSignedIn } from '@/data/account/user-token';
import { useIsMobile } from '@/lib/use-media-query';
import styles from './account-area.module.css';

/** The account's pages, in the spec's order (catalogue §2 "Account area"). */
export const ACCOUNT_LINKS = [
  { to: '/my-account', label: 'Overview' },
  { to: '/account/profile', label: 'Account Detail' },
  { to: '/account/my-address', label: 'Addresses' },
  { to: '/account/my-order', label: 'Order History' },
  { to: '/account/wishlist', label: 'Wishlist' },
] as const;

/**
 * The account's side menu (catalogue §2): Overview, Account Detail, Addresses, Order History, Wishlist and
 * Logout, which asks 'Are you sure ? Want to log out' first. A desktop shows a side panel with the
 * customer's name; a phone a strip of tabs above the page (separate layouts). The wishlist's page also shows it
 * to a guest (the page prompts them to sign in): then without Logout, and the other pages ask to sign in first.
 */
export function AccountMenu() {
  const mobile = useIsMobile();
  const signedIn = useSignedIn();
  const user = useUser().data?.rowUserData;
  const logout = useLogout();
  const [asking, setAsking] = useState(false);
  // A phone's strip scrolls sideways: the tab of this page is brought into view (Wishlist is the fifth).
  const strip = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const list = strip.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !current) return;
    if (current.offsetLeft + current.offsetWidth > list.scrollLeft + list.clientWidth) {
      list.scrollLeft = current.offsetLeft - parseFloat(getComputedStyle(list).paddingLeft);
    }
  });
  const links = (
    <>
      {ACCOUNT_LINKS.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} end className={styles.menuLink}>
            {link.label}
          </NavLink>
        </li>
      ))}
      {signedIn && (
        <li>
          <button type="button" className={styles.menuLink} onClick={() => setAsking(true)}>
            Logout
          </button>
        </li>
      )}
    </>
  );
  return (
    <nav aria-label="My account">
      {mobile ? (
        <ul ref={strip} className={styles.strip}>
          {links}
        </ul>
      ) : (
        <div className={styles.menu}>
          <h2 className={styles.menuHeading}>My Account</h2>
          <p className={styles.greeting}>{user ? `Hello, ${user.user_fname}` : '\u00a0'}</p>
          <ul className={styles.menuList}>{links}</ul>
        </div>
      )}
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        question={messages.logoutQuestion}
        confirmLabel="Logout"
        busy={logout.isPending}
        onConfirm={() => logout.mutate()}
      />
    </nav>
  );
}
