import { useCallback, useEffect, useId, useRef, type KeyboardEvent } from 'react';
import type { MenuEntry } from '@schemas/content';
import { pointerMoved, watchPointer } from '@/lib/pointer-moved';
import { useMenuDisclosure } from '../hooks/use-menu-disclosure';
import { ChevronDownIcon } from './icons';
import { DropdownPanel } from './dropdown-panel';
import { MegaPanel } from './mega-panel';
import { MenuLink } from './menu-link';
import styles from './top-menu.module.css';

/**
 * The desktop top menu. spec: shell §2 "Top menu" — a first-level item is a plain link, or, with
 * children, a dropdown or (menu_mega) a mega menu whose children are columns.
 */
export function TopMenu({ entries, imageUrl }: { entries: MenuEntry[]; imageUrl: string }) {
  const rootRef = useRef<HTMLUListElement>(null);
  const triggers = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();
  const focusTrigger = useCallback((index: number) => triggers.current[index]?.focus(), []);
  const menu = useMenuDisclosure(rootRef, focusTrigger);
  useEffect(watchPointer, []);

  const focusFirstLink = (index: number) => {
    // The panel is shown on the next paint; focus its first link then.
    window.requestAnimationFrame(() => {
      const panel = document.getElementById(`${baseId}-panel-${index}`);
      panel?.querySelector<HTMLElement>('a[href]')?.focus();
    });
  };

  const onTriggerKeyDown = (index: number) => (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      menu.open(index);
      focusFirstLink(index);
    }
  };

  return (
    <ul className={styles.menu} ref={rootRef}>
      {entries.map((entry, index) => {
        const key = entry.menu_id ?? `${entry.menu_slug}-${index}`;
        if (entry.children.length === 0) {
          return (
            <li key={key} className={styles.item}>
              <MenuLink entry={entry} className={styles.link} />
            </li>
          );
        }
        const isOpen = menu.openIndex === index;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <li
            key={key}
            className={entry.menu_mega ? styles.item : `${styles.item} ${styles.relative}`}
            // Opened by a pointer that moves onto the item, not by the page scrolling the sticky header under a
            // resting pointer (the browser's hover update after a scroll comes where the pointer was): that opened a menu
            // over whatever the shopper was scrolling to.
            onMouseMove={(event) => {
              if (!isOpen && pointerMoved(event.nativeEvent)) menu.hoverOpen(index);
            }}
            onMouseLeave={menu.hoverClose}
            onBlur={(event) => {
              const next = event.relatedTarget as Node | null;
              if (isOpen && next && !event.currentTarget.contains(next)) menu.close();
            }}
          >
            <button
              ref={(el) => {
                triggers.current[index] = el;
              }}
              type="button"
              className={styles.link}
              aria-expanded={isOpen}
              aria-controls={panelId}
              onClick={() => menu.toggle(index)}
              onKeyDown={onTriggerKeyDown(index)}
            >
              {entry.menu_name}
              <ChevronDownIcon className={styles.chevron} />
            </button>
            {entry.menu_mega ? (
              <MegaPanel id={panelId} entry={entry} imageUrl={imageUrl} open={isOpen} onNavigate={menu.close} />
            ) : (
              <DropdownPanel id={panelId} entry={entry} open={isOpen} onNavigate={menu.close} />
            )}
          </li>
        );
      })}
    </ul>
  );
}
