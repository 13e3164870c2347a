import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import { availabilityStatus, sellable, toPaise, toRupees } from '@domain/cart';
import type { CartLine } from '@schemas/cart';
import type { OrderLineRequest } from '@schemas/order';
import { products, productVariations } from '../../db/schema';
import { cartLines } from '../../db/schema';
import type { Db } from '../../db/client';
import { readBag } from '../cart/read-bag';
import { sellableLine, type SellableLine } from '../cart/sellable-line';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A line to be ordered: what is asked for, and what the shopper was shown (for the re-check). */
export interface AskedLine {
  productId: number;
  /** The name the shopper saw, to name a line whose product has gone. */
  name: string;
  terms: { attr: string; terms: string }[];
  quantity: number;
  shownSellingPaise: number | null;
  shownReadily: boolean | null;
}

/** Why a line cannot be ordered as it is (ours; shown with the flagged line). */
export const lineProblems = {
  gone: (name: string) => `${name} is no longer available.`,
  unsellable: (name: string) => `${name} cannot be ordered just now.`,
  priceChanged: (name: string) => `The price of ${name} has changed. Please check your bag.`,
  fewerLeft: (name: string, left: number) => `Only ${left} of ${name} ${left === 1 ? 'is' : 'are'} left.`,
  soldOut: (name: string) =>
    `${name} has just sold out. It can be made to order: please check your bag and place the order again.`,
} as const;

const key = (productId: number, terms: readonly { attr: string; terms: string }[]) =>
  `${productId}|${terms.map((t) => `${t.attr}=${t.terms}`).join(',')}`;

/** The lines of a request as asked lines. */
export const askedFromRequest = (lines: readonly OrderLineRequest[]): AskedLine[] =>
  lines.map((l) => ({
    productId: l.product_id,
    name: l.product_name ?? '',
    terms: (l.selected_variation ?? []).map(({ attr, terms }) => ({ attr, terms })),
    quantity: l.quantity,
    shownSellingPaise: l.product_selling_price === undefined ? null : toPaise(l.product_selling_price),
    shownReadily: l.product_availability_status === undefined ? null : l.product_availability_status === 1,
  }));

/**
 * A customer's bag as asked lines: quantities from the database; what the shopper was shown from the
 * request's lines where they match (product and terms), else nothing to compare.
 */
export async function askedFromBag(db: Db | Tx, customerId: number, shown: readonly OrderLineRequest[]) {
  const seen = new Map(askedFromRequest(shown).map((l) => [key(l.productId, l.terms), l]));
  const bag = await readBag(db as Db, customerId);
  return bag.lines.map((line): AskedLine => {
    const terms = line.selected_variation.map(({ attr, terms }) => ({ attr, terms }));
    const was = seen.get(key(line.product_id, terms));
    return {
      productId: line.product_id,
      name: line.product_name,
      terms,
      quantity: line.quantity,
      shownSellingPaise: was?.shownSellingPaise ?? null,
      shownReadily: was?.shownReadily ?? null,
    };
  });
}

/** A line checked against the database: the item as it sells now, and the problem that stops it, if any. */
export interface CheckedLine {
  asked: AskedLine;
  item: SellableLine | null;
  problem: string | null;
}

/** Checks one line (shell §4 "Before placing an order the cart is re-checked"), without changing anything. */
export async function checkLine(db: Db | Tx, asked: AskedLine): Promise<CheckedLine> {
  const item = await sellableLine(db as Db, asked.productId, asked.terms);
  if (!item) return { asked, item, problem: lineProblems.gone(asked.name || 'An item in your bag') };
  if (!sellable(toRupees(item.sellingPaise))) return { asked, item, problem: lineProblems.unsellable(item.name) };
  if (asked.shownSellingPaise !== null && asked.shownSellingPaise !== item.sellingPaise) {
    return { asked, item, problem: lineProblems.priceChanged(item.name) };
  }
  if (item.stock !== null && item.stock > 0 && item.stock < asked.quantity) {
    return { asked, item, problem: lineProblems.fewerLeft(item.name, item.stock) };
  }
  if (asked.shownReadily === true && !(item.stock !== null && item.stock > 0)) {
    return { asked, item, problem: lineProblems.soldOut(item.name) };
  }
  return { asked, item, problem: null };
}

/**
 * Locks the products whose stock a transaction is about to check or move, in id order, until it ends. PGlite runs
 * one transaction at a time; PostgreSQL runs them side by side, and without this an order could check a line
 * against stock another order is taking (its loser was told the piece was still there), and two transactions
 * moving the same products in different orders deadlocked. With it, each runs on those products as if alone.
 * Every transaction that moves stock takes it first: new orders, returns (release, cancel) and retakes.
 */
export async function lockProducts(tx: Tx, productIds: readonly (number | null)[]): Promise<void> {
  const ids = [...new Set(productIds.filter((id): id is number => id !== null))];
  if (ids.length === 0) return;
  await tx
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(asc(products.id))
    .for('update');
}

/**
 * Takes the line's pieces from stock in the order's transaction: a readily available item's stock drops by
 * the quantity only if that many are still there (one conditional UPDATE, so the last piece goes to exactly
 * one order). Made to order (stock empty or 0) takes nothing. Returns the problem when the stock is gone.
 */
export async function takeStock(tx: Tx, line: CheckedLine): Promise<{ madeToOrder: boolean; problem: string | null }> {
  const item = line.item;
  if (!item || item.stock === null || item.stock <= 0) return { madeToOrder: true, problem: null };
  const q = line.asked.quantity;
  const taken =
    item.variationId === null
      ? await tx
          .update(products)
          .set({ stock: sql`${products.stock} - ${q}` })
          .where(and(eq(products.id, item.productId), gte(products.stock, q)))
          .returning({ id: products.id })
      : await tx
          .update(productVariations)
          .set({ stock: sql`${productVariations.stock} - ${q}` })
          .where(and(eq(productVariations.id, item.variationId), gte(productVariations.stock, q)))
          .returning({ id: productVariations.id });
  return { madeToOrder: false, problem: taken.length > 0 ? null : lineProblems.soldOut(item.name) };
}

/** A checked line as the wire's cart line (shell §3), product_item_status true when it stops the order. */
export function wireLine(line: CheckedLine, problem: string | null = line.problem): CartLine {
  const item = line.item;
  return {
    product_id: line.asked.productId,
    product_name: item?.name ?? '',
    product_slug: item?.slug ?? '',
    product_image: item?.image ?? '',
    product_type: item?.productType ?? 0,
    product_price: toRupees(item?.pricePaise ?? 0),
    product_selling_price: toRupees(item?.sellingPaise ?? 0),
    product_discount: toRupees((item?.pricePaise ?? 0) - (item?.sellingPaise ?? 0)),
    product_variation: line.asked.terms.length > 0 ? JSON.stringify(line.asked.terms) : '',
    product_category_id: item?.categoryId ?? undefined,
    selected_variation: item?.terms ?? line.asked.terms,
    product_availability_status: availabilityStatus(item?.stock ?? null),
    quantity: line.asked.quantity,
    product_item_status: problem !== null,
  };
}

/** Empties a customer's bag (after their order). */
export const clearBag = (tx: Tx, customerId: number) =>
  tx.delete(cartLines).where(eq(cartLines.customerId, customerId));
