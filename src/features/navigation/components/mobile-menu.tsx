import { Link } from 'react-router-dom';
import { Drawer } from '@/components/ui/drawer';
import { openInstead, useOpenDrawer } from '@/lib/drawers';
import { Skeleton } from '@/components/ui/skeleton';
import { useMenu } from '@/data/content/menu';
import { useUser } from '@/data/account/user';
import { MENU_PLACEHOLDERS } from '@domain/constants';
import { useSignedIn } from '@/data/account/user-token';
import { UserIcon } from './icons';
import { MobileMenuTree } from './mobile-menu-tree';
import styles from './mobile-menu.module.css';

/** spec: shell §2 "Mobile side menu" profile header: "Hi {first name}!" with the e-mail, or "Hi Guest!". */
function ProfileHeader({ onNavigate }: { onNavigate: () => void }) {
  const signedIn = useSignedIn();
  const user = useUser();
  // The sign-in modal takes the menu's place (one panel at a time), over the page the shopper was on.
  const openDrawer = useOpenDrawer();
  const row = user.data?.rowUserData;
  return (
    <div className={styles.profile}>
      <span className={styles.avatar}>
        <UserIcon />
      </span>
      <div className={styles.greeting}>
        {!signedIn ? (
          <>
            <p className={styles.hello}>Hi Guest!</p>
            <Link
              to="/login"
              className={styles.profileLink}
              aria-haspopup="dialog"
              data-opens="signIn"
              onClick={openInstead(() => openDrawer({ name: 'signIn' }))}
            >
              Login / Register
            </Link>
          </>
        ) : user.isPending ? (
          <Skeleton width={140} height={18} />
        ) : (
          <>
            <p className={styles.hello}>Hi {row?.user_fname || 'there'}!</p>
            {row?.user_email ? <p className={styles.email}>{row.user_email}</p> : null}
            <Link to="/my-account" className={styles.profileLink} onClick={onNavigate}>
              My Account
            </Link>
          </>
        )}
      </div>
    </div>
  );
}

/** The mobile side menu drawer; it closes on navigation (spec: shell §2). */
export function MobileMenu({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const menu = useMenu();
  const close = () => onOpenChange(false);
  return (
    <Drawer open={open} onOpenChange={onOpenChange} title="Menu" side="left">
      <ProfileHeader onNavigate={close} />
      <nav aria-label="Mobile menu" className={styles.nav}>
        {menu.isPending ? (
          <ul className={styles.tree} aria-hidden="true">
            {Array.from({ length: MENU_PLACEHOLDERS }, (_, i) => (
              <li key={i} className={styles.placeholder}>
                <Skeleton width="60%" height={14} />
              </li>
            ))}
          </ul>
        ) : (
          <MobileMenuTree entries={menu.data?.data ?? []} onNavigate={close} />
        )}
      </nav>
      <ul className={styles.utility}>
        <li>
          <Link to="/account/wishlist" onClick={close}>
            Wishlist
          </Link>
        </li>
        <li>
          <Link to="/contact-us" onClick={close}>
            Store
          </Link>
        </li>
      </ul>
    </Drawer>
  );
}
