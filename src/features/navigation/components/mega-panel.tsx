import type { MenuEntry } from '@schemas/content';
import { SafeHtml } from '@/components/ui/safe-html';
import { mediaUrl } from '@/lib/media';
import { DEFAULT_IMAGE } from '@domain/constants';
import { menuHref } from '../menu-href';
import { MenuLink } from './menu-link';
import styles from './top-menu.module.css';

interface PanelProps {
  id: string;
  entry: MenuEntry;
  imageUrl: string;
  open: boolean;
  onNavigate: () => void;
}

/** spec: shell §2 — a child with menu_show_image renders as an image box with optional HTML description. */
function ImageBox({ entry, imageUrl, onNavigate }: { entry: MenuEntry; imageUrl: string; onNavigate: () => void }) {
  return (
    <figure className={styles.imageBox}>
      <MenuLink entry={entry} className={styles.imageLink} onNavigate={onNavigate}>
        <img
          src={mediaUrl(entry.menu_image, imageUrl)}
          alt=""
          width={240}
          height={300}
          loading="lazy"
          decoding="async"
          onError={(event) => {
            // spec: shell §2 "A missing image falls back to a default image".
            const img = event.currentTarget;
            if (!img.src.endsWith(DEFAULT_IMAGE)) img.src = DEFAULT_IMAGE;
          }}
        />
        <span className={styles.imageTitle}>{entry.menu_name}</span>
      </MenuLink>
      <SafeHtml html={entry.menu_desc} as="figcaption" className={styles.imageDesc} />
    </figure>
  );
}

/** Otherwise a child is a titled list of its own children. */
function LinkColumn({ entry, onNavigate }: { entry: MenuEntry; onNavigate: () => void }) {
  return (
    <div className={styles.column}>
      <p className={styles.columnTitle}>
        <MenuLink entry={entry} onNavigate={onNavigate} />
      </p>
      {entry.children.length > 0 ? (
        <ul className={styles.columnList}>
          {entry.children.map((child, i) => (
            <li key={child.menu_id ?? `${child.menu_slug}-${i}`}>
              <MenuLink entry={child} className={styles.columnLink} onNavigate={onNavigate} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** spec: shell §2 "In the mega menu each child is a column". */
export function MegaPanel({ id, entry, imageUrl, open, onNavigate }: PanelProps) {
  return (
    <div id={id} className={styles.mega} hidden={!open}>
      <div className={styles.megaInner}>
        {entry.children.map((child, i) =>
          child.menu_show_image ? (
            <ImageBox key={child.menu_id ?? i} entry={child} imageUrl={imageUrl} onNavigate={onNavigate} />
          ) : (
            <LinkColumn key={child.menu_id ?? i} entry={child} onNavigate={onNavigate} />
          ),
        )}
      </div>
      {menuHref(entry) !== '#' ? (
        <div className={styles.megaFooter}>
          <MenuLink entry={entry} className={styles.viewAll} onNavigate={onNavigate}>
            View all {entry.menu_name}
          </MenuLink>
        </div>
      ) : null}
    </div>
  );
}
