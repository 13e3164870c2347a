import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { SafeHtml } from '@/components/ui/safe-html';
import { cx } from '@/lib/inline-style';
import { htmlHasContent } from '@/lib/tab-items';
import styles from './content-tabs.module.css';

export interface ContentTab {
  tab_name: string;
  tab_description: string;
}

/** Tabs shown: only those with a name and a description (catalogue §2 "shown only for tabs that have a description"). */
export const shownTabs = (tabs: readonly ContentTab[]): ContentTab[] =>
  tabs.filter((tab) => tab.tab_name.trim() !== '' && htmlHasContent(tab.tab_description));

/** Which tab a key moves to (WAI-ARIA tabs: arrows wrap, Home and End jump), or null. */
function tabForKey(key: string, current: number, count: number): number | null {
  if (key === 'ArrowRight') return (current + 1) % count;
  if (key === 'ArrowLeft') return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * The tabbed contents under a listing (its header details' tabs) and a product (product_tabs): the
 * WAI-ARIA tabs pattern. Every panel is in the markup, hidden unless chosen, so the server's HTML holds
 * them all. Descriptions are CMS HTML and go through SafeHtml.
 */
export function ContentTabs({ tabs, label }: { tabs: readonly ContentTab[]; label: string }) {
  const items = shownTabs(tabs);
  const base = useId();
  const [selected, setSelected] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  if (items.length === 0) return null;
  const current = Math.min(selected, items.length - 1);

  const choose = (index: number) => {
    setSelected(index);
    buttons.current[index]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const next = tabForKey(event.key, current, items.length);
    if (next === null) return;
    event.preventDefault();
    choose(next);
  };

  return (
    <section className={styles.tabs} aria-label={label}>
      <div role="tablist" className={styles.list}>
        {items.map((item, index) => (
          <button
            key={index}
            ref={(el) => {
              buttons.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${index}`}
            aria-selected={index === current}
            aria-controls={`${base}-panel-${index}`}
            tabIndex={index === current ? 0 : -1}
            className={cx(styles.tab, index === current && styles.selected)}
            onClick={() => choose(index)}
            onKeyDown={onKeyDown}
          >
            {item.tab_name}
          </button>
        ))}
      </div>
      {items.map((item, index) => (
        <div
          key={index}
          role="tabpanel"
          id={`${base}-panel-${index}`}
          aria-labelledby={`${base}-tab-${index}`}
          tabIndex={0}
          hidden={index !== current}
          className={styles.panel}
        >
          <SafeHtml html={item.tab_description} className={styles.body} />
        </div>
      ))}
    </section>
  );
}
