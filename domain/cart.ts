/**
 * The bag's rules, shared by the browser (the guest bag in CART_SESSION) and the server (the customer's bag),
 * so both compute the same totals (STYLE 19). Pure and exact: money is added up in integer paise and only
 * turned back into rupees (two decimals) for the wire.
 */

/** What the rules read of a line (spec: shell §3 "Cart line"); amounts in rupees, as on the wire. */
export interface BagLine {
  product_id: number;
  product_price: number;
  product_selling_price: number;
  quantity: number;
  selected_variation: readonly { attr: string; terms: string }[];
}

/** The summary of a bag (spec: shell §3 "Cart summary"), in rupees with two decimals. */
export interface BagSummary {
  itemTotal: number;
  discount: number;
  total_amount: number;
  shipping_charge: number;
  sellingTotal: number;
}

/** The shipping settings the summary needs (spec: shell §3 "Site settings"), in rupees; absent = 0. */
export interface ShippingRule {
  admin_shipping_free?: number | undefined;
  admin_notzone_amount?: number | undefined;
}

/** The most of one line a bag holds (ours: the spec sets none); a request is bounded by it too. */
export const MAX_LINE_QUANTITY = 99;
/** The most lines one bag holds (ours), the size of CART_SESSION and of a merge. */
export const MAX_BAG_LINES = 200;

/** Rupees (at most two decimals) to integer paise; rounding absorbs binary noise such as 0.1 + 0.2. */
export const toPaise = (rupees: number): number => Math.round(rupees * 100);
/** Integer paise back to rupees for the wire (exactly the two-decimal number). */
export const toRupees = (paise: number): number => paise / 100;

/** A line's estimated total: selling price × quantity, in paise (spec: shell §2 "an estimated total"). */
export const lineTotalPaise = (line: BagLine): number => toPaise(line.product_selling_price) * line.quantity;

export const EMPTY_SUMMARY: BagSummary = {
  itemTotal: 0,
  discount: 0,
  total_amount: 0,
  shipping_charge: 0,
  sellingTotal: 0,
};

/**
 * The bag's summary (spec: shell §9 "Cart totals", "Shipping charge"): itemTotal = Σ price × qty; discount =
 * Σ (price − selling) × qty; total_amount = itemTotal − discount; shipping_charge = admin_notzone_amount when
 * admin_shipping_free exceeds the total, else 0. An empty bag ships nothing, so it costs nothing. sellingTotal
 * (the spec names it without a rule) is what the shopper pays before coupon and tax: total_amount + shipping.
 */
export function bagSummary(lines: readonly BagLine[], rule: ShippingRule): BagSummary {
  let item = 0;
  let discount = 0;
  for (const line of lines) {
    const price = toPaise(line.product_price);
    item += price * line.quantity;
    discount += (price - toPaise(line.product_selling_price)) * line.quantity;
  }
  const total = item - discount;
  const freeFrom = toPaise(rule.admin_shipping_free ?? 0);
  const shipping = lines.length > 0 && freeFrom > total ? toPaise(rule.admin_notzone_amount ?? 0) : 0;
  return {
    itemTotal: toRupees(item),
    discount: toRupees(discount),
    total_amount: toRupees(total),
    shipping_charge: toRupees(shipping),
    sellingTotal: toRupees(total + shipping),
  };
}

/** The badge count: the number of lines (spec: shell §4 "the count equals the number of lines"). */
export const bagCount = (lines: readonly unknown[]): number => lines.length;

/**
 * A line's identity: its product and its chosen terms, in a canonical order (attribute names and terms
 * compared case-insensitively), so "the same product with the same selected variation" is one line.
 */
export function lineKey(line: Pick<BagLine, 'product_id' | 'selected_variation'>): string {
  const terms = line.selected_variation
    .map((v) => `${v.attr.trim().toLowerCase()}=${v.terms.trim().toLowerCase()}`)
    .sort();
  return `${line.product_id}|${terms.join('&')}`;
}

/**
 * Guest add (spec: shell §4): the same product with the same selected variation raises that line by 1; a new
 * line starts at 1 at the end of the bag. A line already at MAX_LINE_QUANTITY stays there.
 */
export function addToBag<L extends BagLine>(lines: readonly L[], line: L): L[] {
  const key = lineKey(line);
  const at = lines.findIndex((l) => lineKey(l) === key);
  if (at === -1) return [...lines, { ...line, quantity: 1 }];
  return lines.map((l, i) => (i === at ? { ...l, quantity: Math.min(l.quantity + 1, MAX_LINE_QUANTITY) } : l));
}

/** Guest decrease (spec: shell §4): the line drops by 1; a line at 1 is removed. */
export function decreaseInBag<L extends BagLine>(lines: readonly L[], key: string): L[] {
  return lines.flatMap((l) => {
    if (lineKey(l) !== key) return [l];
    return l.quantity > 1 ? [{ ...l, quantity: l.quantity - 1 }] : [];
  });
}

/** Guest remove (spec: shell §4): the line is deleted. */
export const removeFromBag = <L extends BagLine>(lines: readonly L[], key: string): L[] =>
  lines.filter((l) => lineKey(l) !== key);

/** Whether a price can be sold at (spec: shell §5: refused when the selling price is not above 0). */
export const sellable = (sellingPrice: number): boolean => toPaise(sellingPrice) > 0;

/**
 * How many of an item one line may hold (our rule; the spec is silent): stock above 0 caps it (a one-of-a-kind
 * piece has stock 1); stock null (made to order) or 0 (out of stock, made to order: catalogue §4) has no cap
 * but MAX_LINE_QUANTITY.
 */
export const quantityCap = (stock: number | null): number =>
  stock !== null && stock > 0 ? Math.min(stock, MAX_LINE_QUANTITY) : MAX_LINE_QUANTITY;

/** spec: shell §3 "product_availability_status": 1 readily available (stock above 0), 0 made to order. */
export const availabilityStatus = (stock: number | null): 0 | 1 => (stock !== null && stock > 0 ? 1 : 0);
