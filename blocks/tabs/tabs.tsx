import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { z } from 'zod';
import type { TabsBlockSchema } from '@schemas/cms-content-blocks';
import { SafeHtml } from '@/components/ui/safe-html';
import { cx } from '@/lib/inline-style';
import { shownItems } from '@/lib/tab-items';
import styles from './tabs.module.css';

export type TabsProps = z.infer<typeof TabsBlockSchema>;

/** Which tab a key moves to (WAI-ARIA tabs pattern: arrows wrap around, Home and End jump), or null. */
export function tabForKey(key: string, current: number, count: number): number | null {
  if (key === 'ArrowRight') return (current + 1) % count;
  if (key === 'ArrowLeft') return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * home_type 19, tabs (spec: shell §2): the WAI-ARIA tabs pattern with automatic activation and a roving
 * tabindex. Every panel is in the markup (hidden unless chosen), so server HTML and find-in-page see it all.
 * On phones the tab row scrolls sideways rather than wrapping.
 */
export function Tabs({ has_many_home_ta }: TabsProps) {
  const items = shownItems(has_many_home_ta);
  const base = useId();
  const [selected, setSelected] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  if (items.length === 0) return null;
  const current = Math.min(selected, items.length - 1);

  const choose = (index: number) => {
    setSelected(index);
    const tab = tabs.current[index];
    tab?.focus();
    // Bring a tab that was scrolled out of the row into view, without moving the page vertically.
    tab?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const next = tabForKey(event.key, current, items.length);
    if (next === null) return;
    event.preventDefault();
    choose(next);
  };

  return (
    <div className={styles.tabs}>
      <div role="tablist" className={styles.list}>
        {items.map((item, index) => (
          <button
            key={index}
            ref={(el) => {
              tabs.current[index] = el;
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
            {item.home_ta_title}
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
          <SafeHtml html={item.home_ta_content} className={styles.body} />
        </div>
      ))}
    </div>
  );
}
