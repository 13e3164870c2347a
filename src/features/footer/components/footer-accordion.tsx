import { useId, useState, type ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import styles from './footer-accordion.module.css';

export interface AccordionItem {
  key: string;
  title: string;
  content: ReactNode;
}

/** Mobile footer (spec: shell §2 Footer): the columns as an accordion, one item open at a time. */
export function FooterAccordion({ items, placeholders = 0 }: { items: AccordionItem[]; placeholders?: number }) {
  const [openKey, setOpenKey] = useState<string | null>(null);
  const id = useId();
  return (
    <div className={styles.accordion}>
      {Array.from({ length: placeholders }, (_, i) => (
        <div key={i} className={styles.accordionSkeleton} aria-hidden="true" data-testid="footer-placeholder">
          <Skeleton width="45%" height={14} />
        </div>
      ))}
      {items.map((item) => {
        const open = openKey === item.key;
        const panelId = `${id}-${item.key}-panel`;
        const buttonId = `${id}-${item.key}-button`;
        return (
          <div key={item.key} className={styles.accordionItem}>
            <h2 className={styles.accordionHeading}>
              <button
                type="button"
                id={buttonId}
                className={styles.accordionButton}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenKey(open ? null : item.key)}
              >
                {item.title}
                <span className={styles.chevron} aria-hidden="true" />
              </button>
            </h2>
            <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!open} className={styles.accordionPanel}>
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
