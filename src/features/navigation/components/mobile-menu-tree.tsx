import { useId, useState } from 'react';
import type { MenuEntry } from '@schemas/content';
import { menuHref } from '../menu-href';
import { MinusIcon, PlusIcon } from './icons';
import { MenuLink } from './menu-link';
import styles from './mobile-menu.module.css';

// spec: shell §2 "Mobile side menu" — the menu up to three levels deep.
const MAX_DEPTH = 3;

interface LevelProps {
  entries: MenuEntry[];
  depth: number;
  path: string;
  openKeys: string[];
  onToggle: (depth: number, key: string) => void;
  onNavigate: () => void;
}

function Level({ entries, depth, path, openKeys, onToggle, onNavigate }: LevelProps) {
  const baseId = useId();
  return (
    <ul className={depth === 0 ? styles.tree : styles.subtree}>
      {entries.map((entry, index) => {
        const key = `${path}${entry.menu_id ?? index}`;
        const expandable = entry.children.length > 0 && depth < MAX_DEPTH - 1;
        const open = expandable && openKeys[depth] === key;
        const panelId = `${baseId}-${index}`;
        const linkable = menuHref(entry) !== '#';
        return (
          <li key={key} className={styles[`level${depth}`]}>
            <div className={styles.row}>
              {expandable && !linkable ? (
                <button
                  type="button"
                  className={styles.rowToggle}
                  aria-expanded={open}
                  aria-controls={panelId}
                  onClick={() => onToggle(depth, key)}
                >
                  {entry.menu_name}
                  {open ? <MinusIcon /> : <PlusIcon />}
                </button>
              ) : (
                <MenuLink entry={entry} className={styles.rowLink} onNavigate={onNavigate} />
              )}
              {expandable && linkable ? (
                <button
                  type="button"
                  className={styles.toggle}
                  aria-label={`${entry.menu_name} submenu`}
                  aria-expanded={open}
                  aria-controls={panelId}
                  onClick={() => onToggle(depth, key)}
                >
                  {open ? <MinusIcon /> : <PlusIcon />}
                </button>
              ) : null}
            </div>
            {expandable ? (
              <div id={panelId} hidden={!open}>
                <Level
                  entries={entry.children}
                  depth={depth + 1}
                  path={`${key}/`}
                  openKeys={openKeys}
                  onToggle={onToggle}
                  onNavigate={onNavigate}
                />
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/** The mobile menu tree: expand and collapse toggles, one open item per level (spec: shell §2). */
export function MobileMenuTree({ entries, onNavigate }: { entries: MenuEntry[]; onNavigate: () => void }) {
  const [openKeys, setOpenKeys] = useState<string[]>([]);
  const onToggle = (depth: number, key: string) =>
    setOpenKeys((keys) => (keys[depth] === key ? keys.slice(0, depth) : [...keys.slice(0, depth), key]));
  return <Level entries={entries} depth={0} path="" openKeys={openKeys} onToggle={onToggle} onNavigate={onNavigate} />;
}
