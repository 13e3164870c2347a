import type { MenuEntry } from '@schemas/content';
import { menuHref } from '../menu-href';
import { MenuLink } from './menu-link';
import styles from './top-menu.module.css';

/** spec: shell §2 — an item with children and without menu_mega is a plain dropdown. */
export function DropdownPanel({
  id,
  entry,
  open,
  onNavigate,
}: {
  id: string;
  entry: MenuEntry;
  open: boolean;
  onNavigate: () => void;
}) {
  return (
    <div id={id} className={styles.dropdown} hidden={!open}>
      <ul className={styles.dropdownList}>
        {menuHref(entry) !== '#' ? (
          <li>
            <MenuLink entry={entry} className={styles.dropdownLink} onNavigate={onNavigate}>
              All {entry.menu_name}
            </MenuLink>
          </li>
        ) : null}
        {entry.children.map((child, i) => (
          <li key={child.menu_id ?? `${child.menu_slug}-${i}`}>
            <MenuLink entry={child} className={styles.dropdownLink} onNavigate={onNavigate} />
            {child.children.length > 0 ? (
              <ul className={styles.dropdownNested}>
                {child.children.map((grandchild, j) => (
                  <li key={grandchild.menu_id ?? `${grandchild.menu_slug}-${j}`}>
                    <MenuLink entry={grandchild} className={styles.dropdownLink} onNavigate={onNavigate} />
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
