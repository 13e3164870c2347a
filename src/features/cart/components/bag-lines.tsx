import { lineKey } from '@domain/cart';
import type { CartLine } from '@schemas/cart';
import { BagLine, type LineActions } from './bag-line';
import styles from './bag.module.css';

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
  const rows = lines.map((line) => (
    <BagLine key={line.cart_id ?? lineKey(line)} line={line} layout={layout} busy={busyLine(line)} actions={actions} />
  ));
  if (layout === 'aside') return <ul className={styles.lines}>{rows}</ul>;
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
      <tbody>{rows}</tbody>
    </table>
  );
}
