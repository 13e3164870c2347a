import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { z } from 'zod';
import type { AccordionBlockSchema } from '@schemas/cms';
import { SafeHtml } from '@/components/ui/safe-html';
import { shownItems } from '@/lib/tab-items';
import styles from './accordion.module.css';

export type AccordionProps = z.infer<typeof AccordionBlockSchema>;

/** Past this many panels, regions would crowd the landmark list (WAI-ARIA accordion pattern): plain panels. */
const MAX_REGIONS = 6;

/** Which header a key moves focus to (Up/Down wrap around, Home and End jump), or null. */
export function headerForKey(key: string, current: number, count: number): number | null {
  if (key === 'ArrowDown') return (current + 1) % count;
  if (key === 'ArrowUp') return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * home_type 20, accordion (spec: shell §2; items without content are skipped, see shownItems). The WAI-ARIA
 * accordion pattern: each header is a button in a heading that shows or hides its panel. All start closed
 * and any number may be open at once, so a shopper can compare two answers; every panel is in the markup
 * (hidden until opened) for server HTML.
 */
export function Accordion({ has_many_home_ta }: AccordionProps) {
  const items = shownItems(has_many_home_ta);
  const base = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const headers = useRef<(HTMLButtonElement | null)[]>([]);
  if (items.length === 0) return null;
  const regions = items.length <= MAX_REGIONS;

  const toggle = (index: number) =>
    setOpen((was) => {
      const next = new Set(was);
      if (!next.delete(index)) next.add(index);
      return next;
    });
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const next = headerForKey(event.key, index, items.length);
    if (next === null) return;
    event.preventDefault();
    headers.current[next]?.focus();
  };

  return (
    <div className={styles.accordion}>
      {items.map((item, index) => {
        const expanded = open.has(index);
        return (
          <div key={index} className={styles.item}>
            <h3 className={styles.heading}>
              <button
                ref={(el) => {
                  headers.current[index] = el;
                }}
                type="button"
                id={`${base}-header-${index}`}
                aria-expanded={expanded}
                aria-controls={`${base}-panel-${index}`}
                className={styles.header}
                onClick={() => toggle(index)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                <span>{item.home_ta_title}</span>
                <span className={styles.icon} aria-hidden="true" />
              </button>
            </h3>
            <div
              id={`${base}-panel-${index}`}
              role={regions ? 'region' : undefined}
              aria-labelledby={regions ? `${base}-header-${index}` : undefined}
              hidden={!expanded}
              className={styles.panel}
            >
              <SafeHtml html={item.home_ta_content} className={styles.body} />
            </div>
          </div>
        );
      })}
    </div>
  );
}
