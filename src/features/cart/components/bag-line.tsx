import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { lineTotalPaise, toRupees } from '@domain/cart';
import { messages } from '@domain/messages';
import { formatINR } from '@domain/money';
import type { CartLine } from '@schemas/cart';
import { heldWhileBusy } from '@/components/ui/held-while-busy';
import { Spinner } from '@/components/ui/spinner';
import { PRODUCT_THUMB_IMAGE } from '@/components/ui/product-card-image';
import { mediaUrl, responsiveImage } from '@/lib/media';
import { useRowLeaving } from './use-focus-kept-on-removal';
import styles from './bag.module.css';

export interface LineActions {
  onIncrease: (line: CartLine) => void;
  onDecrease: (line: CartLine) => void;
  onRemove: (line: CartLine) => void;
}

/** Price as the line shows it: the selling price, and the list price struck out when higher (shell §2). */
function LinePrice({ line }: { line: CartLine }) {
  return (
    <span className={styles.price}>
      <span>{formatINR(line.product_selling_price)}</span>
      {line.product_price > line.product_selling_price ? (
        <s className={styles.listPrice}>
          <span className="visually-hidden">Was </span>
          {formatINR(line.product_price)}
        </s>
      ) : null}
    </span>
  );
}

function Quantity({ line, busy, actions }: { line: CartLine; busy: boolean; actions: LineActions }) {
  return (
    <span className={styles.quantity} role="group" aria-label={`Quantity of ${line.product_name}`}>
      <button type="button" aria-label="Decrease quantity" {...heldWhileBusy(busy, () => actions.onDecrease(line))}>
        −
      </button>
      <output aria-live="polite">{line.quantity}</output>
      <button type="button" aria-label="Increase quantity" {...heldWhileBusy(busy, () => actions.onIncrease(line))}>
        +
      </button>
    </span>
  );
}

/**
 * One bag line (spec: shell §2 "Bag drawer", "Cart page"; §3 "Cart line"): image, name linking to the
 * product, its "attr: terms" lines, price, quantity, remove, the line's estimated total, the made-to-order note
 * when product_availability_status is 0, and a loader while it changes (§4). `layout` 'aside' (the drawer)
 * stacks it; 'page' (/cart) lays it out as a table row.
 */
export function BagLine({
  id,
  line,
  layout,
  busy,
  actions,
  onLeaving,
}: {
  /** The line's key in the bag, on its row (`data-line`), for the focus kept when a line leaves (BagLines). */
  id: string;
  line: CartLine;
  layout: 'aside' | 'page';
  busy: boolean;
  actions: LineActions;
  onLeaving?: (id: string) => void;
}) {
  const row = useRef<HTMLTableRowElement & HTMLLIElement>(null);
  useRowLeaving(row, id, onLeaving);
  const Row = layout === 'page' ? 'tr' : 'li';
  const Cell = layout === 'page' ? 'td' : 'div';
  return (
    <Row ref={row} className={`${styles.line} ${styles[layout]}`} data-line={id} aria-busy={busy || undefined}>
      <Cell className={styles.product}>
        <span className={styles.productInner}>
          {/* On /cart the first lines are the page's largest paint: fetched at once; in the drawer, when shown. */}
          <img
            className={styles.image}
            src={mediaUrl(line.product_image)}
            {...responsiveImage(mediaUrl(line.product_image), PRODUCT_THUMB_IMAGE)}
            alt=""
            width={96}
            height={96}
            loading={layout === 'page' ? 'eager' : 'lazy'}
          />
          <span className={styles.details}>
            <Link to={`/product/${line.product_slug}`} className={styles.name}>
              {line.product_name}
            </Link>
            {line.selected_variation.map((v) => (
              <span key={`${v.attr}:${v.terms}`} className={styles.variation}>
                {v.attr}: {v.terms}
              </span>
            ))}
            {line.product_availability_status === 0 ? (
              <span className={styles.note}>{messages.madeToOrder}</span>
            ) : null}
            {layout === 'aside' ? <LinePrice line={line} /> : null}
          </span>
        </span>
      </Cell>
      {layout === 'page' ? (
        <Cell data-label="Price">
          <LinePrice line={line} />
        </Cell>
      ) : null}
      <Cell className={styles.quantityCell} data-label="Quantity">
        <span className={styles.quantityInner}>
          <Quantity line={line} busy={busy} actions={actions} />
          {busy ? <Spinner size="sm" label={`Updating ${line.product_name}`} /> : null}
        </span>
      </Cell>
      <Cell className={styles.total} data-label="Total">
        {layout === 'aside' ? <span className="visually-hidden">Estimated total </span> : null}
        {formatINR(toRupees(lineTotalPaise(line)))}
      </Cell>
      <Cell className={styles.removeCell}>
        <button
          type="button"
          className={styles.remove}
          aria-label={`Remove ${line.product_name}`}
          {...heldWhileBusy(busy, () => actions.onRemove(line))}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path d="M4 7h16M9 7V4h6v3m-8 0 1 13h8l1-13" fill="none" stroke="currentColor" strokeWidth="1.6" />
          </svg>
        </button>
      </Cell>
    </Row>
  );
}
