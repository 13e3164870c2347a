import { useId, useRef, useState, type KeyboardEvent } from 'react';
import styles from './accordion.module.css';
import { SafeHtml } from './safe-html';

/** One panel: its header's text and its content (HTML from the back office, drawn through SafeHtml). */
export interface AccordionItem {
  key: string | number;
  title: string;
  html: string;
}

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
 * The WAI-ARIA accordion pattern, for the accordion block (home_type 20) and the FAQ's questions: each header
 * is a button in a heading that shows or hides its panel. All start closed and any number may be open at once,
 * so a shopper can compare two answers; every panel is in the markup (hidden until opened) for server HTML.
 */
export function Accordion({ items, headingLevel = 3 }: { items: readonly AccordionItem[]; headingLevel?: 2 | 3 }) {
  const base = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const headers = useRef<(HTMLButtonElement | null)[]>([]);
  if (items.length === 0) return null;
  const regions = items.length <= MAX_REGIONS;
  const Heading = `h${headingLevel}` as const;

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
          <div key={item.key} className={styles.item}>
            <Heading className={styles.heading}>
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
                <span>{item.title}</span>
                <span className={styles.icon} aria-hidden="true" />
              </button>
            </Heading>
            <div
              id={`${base}-panel-${index}`}
              role={regions ? 'region' : undefined}
              aria-labelledby={regions ? `${base}-header-${index}` : undefined}
              hidden={!expanded}
              className={styles.panel}
            >
              <SafeHtml html={item.html} className={styles.body} />
            </div>
          </div>
        );
      })}
    </div>
  );
}
