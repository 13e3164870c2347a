/**
 * Availability of a product or one of its variations, from its stock (product_stock, pv_quantity) as the
 * back office sends it (spec: catalogue §4 "Variation on product detail", shell §4 "Variation drawer"):
 *
 * - empty (null, undefined, '') → labelled "Available", but not readily available: made to order;
 * - 0 → "Out of Stock", made to order;
 * - above 0 → "Available" and readily available.
 *
 * The button reads "Add to Cart" when readily available, otherwise "Make to Order". The bag shows the
 * made-to-order note (messages.madeToOrder) for lines that are not readily available.
 */
export interface Availability {
  label: 'Available' | 'Out of Stock';
  /** True only with stock above 0; otherwise the piece is made to order (shell §1, about 25-30 days). */
  readilyAvailable: boolean;
  button: 'Add to Cart' | 'Make to Order';
}

/** Stock as it arrives: a number, a numeric string, or empty. */
export type StockValue = number | string | null | undefined;

/** The stock as a number, or null when the back office left it empty (or sent something unreadable). */
export function stockCount(stock: StockValue): number | null {
  if (stock === null || stock === undefined) return null;
  if (typeof stock === 'string') {
    const trimmed = stock.trim();
    if (trimmed === '') return null;
    const n = Number(trimmed);
    return Number.isFinite(n) ? n : null;
  }
  return Number.isFinite(stock) ? stock : null;
}

export function availabilityOf(stock: StockValue): Availability {
  const count = stockCount(stock);
  if (count === null) return { label: 'Available', readilyAvailable: false, button: 'Make to Order' };
  if (count <= 0) return { label: 'Out of Stock', readilyAvailable: false, button: 'Make to Order' };
  return { label: 'Available', readilyAvailable: true, button: 'Add to Cart' };
}
