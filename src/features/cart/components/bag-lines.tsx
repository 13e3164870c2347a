import { lineKey } from '@domain/cart';
import type { CartLine } from '@schemas/cart';
import { BagLine, type LineActions } from './bag-line';
import { useFocusKeptOnRemoval } from './use-focus-kept-on-removal';
import styles from './bag.module.css';

const keyOf = (line: CartLine) => String(line.cart_id ?? lineKey(line));

/**
 * The bag's lines, one component for both places (STYLE 16): a list in the drawer ('aside'), the table of
 * product, price, quantity, total and remove on /cart ('page', spec: shell §2 "Cart page").
 */
export function BagLines({
  lines,
  layout,
  actions,
  busyLine,
}: {
  lines: CartLine[];
  layout: 'aside' | 'page';
  actions: LineActions;
  busyLine: (line: CartLine) => boolean;
}) {
  const { listRef, rowLeaving } = useFocusKeptOnRemoval(lines.map(keyOf));
  const rows = lines.map((line) => {
    const key = keyOf(line);
    return (
      <BagLine
        key={key}
        id={key}
        line={line}
        layout={layout}
        busy={busyLine(line)}
        actions={actions}
        onLeaving={rowLeaving}
      />
    );
  });

  if (layout === 'aside')
    return (
      <ul className={styles.lines} ref={listRef}>
        {rows}
      </ul>
    );
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">Product</th>
          <th scope="col">Price</th>
          <th scope="col">Quantity</th>
          <th scope="col">Total</th>
          <th scope="col">
            <span className="visually-hidden">Remove</span>
          </th>
        </tr>
      </thead>
      <tbody ref={listRef}>{rows}</tbody>
    </table>
  );
}
