import { MENU_PLACEHOLDERS } from '@domain/constants';
import { Skeleton } from '@/components/ui/skeleton';
import { useMenu } from '@/data/content/menu';
import { TopMenu } from './top-menu';
import styles from './header.module.css';

/**
 * spec: shell §2 "While loading, 7 placeholder menu items show"; §8 a menu load failure ends
 * loading silently (the row stays, empty, so nothing below moves).
 */
export function MainNav() {
  const menu = useMenu();
  return (
    <nav aria-label="Main menu" className={styles.nav}>
      {menu.isPending ? (
        <ul className={styles.placeholders} aria-hidden="true">
          {Array.from({ length: MENU_PLACEHOLDERS }, (_, i) => (
            <li key={i}>
              <Skeleton width={84} height={12} />
            </li>
          ))}
        </ul>
      ) : (
        <TopMenu entries={menu.data?.data ?? []} imageUrl={menu.data?.imageUrl ?? ''} />
      )}
    </nav>
  );
}
