import { and, asc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { couponUses, giftCards, orderItems, orders, products, productVariations } from '../../db/schema';
import { lockProducts } from './order-lines';
import type { Tx } from './order-transaction';

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;

/** How long an online order holds its pieces, coupon use and gift card while the shopper pays (ADR 022). */
export const PAYMENT_HOLD_MS = 30 * 60_000;

/**
 * Moves an item's stock by `delta` (its variation's, else its product's; made to order never took any). Taking
 * (a negative delta) is conditional on that many being there, as in takeStock. False when nothing was moved.
 */
async function moveStock(tx: Tx, item: ItemRow, delta: number): Promise<boolean> {
  const enough = (column: AnyPgColumn) => (delta < 0 ? gte(column, -delta) : undefined);
  if (item.variationId !== null) {
    const moved = await tx
      .update(productVariations)
      .set({ stock: sql`coalesce(${productVariations.stock}, 0) + ${delta}` })
      .where(and(eq(productVariations.id, item.variationId), enough(productVariations.stock)))
      .returning({ id: productVariations.id });
    return moved.length > 0;
  }
  if (item.productId === null) return false; // the product has been deleted since
  const moved = await tx
    .update(products)
    .set({ stock: sql`coalesce(${products.stock}, 0) + ${delta}` })
    .where(and(eq(products.id, item.productId), enough(products.stock)))
    .returning({ id: products.id });
  return moved.length > 0;
}

const stockItems = (tx: Tx, orderId: number) =>
  tx
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.madeToOrder, false)))
    .orderBy(asc(orderItems.id));

/** Puts back, in the caller's transaction, exactly the pieces the order's lines took (made to order took none). */
export async function returnStock(tx: Tx, orderId: number): Promise<void> {
  const items = await stockItems(tx, orderId);
  await lockProducts(
    tx,
    items.map((item) => item.productId),
  );
  for (const item of items) await moveStock(tx, item, item.quantity);
}

/**
 * Gives back what an awaiting order holds and leaves it cancelled, once: the state moves from 'awaiting' on a
 * condition, so a paid order is never touched and two releases give back once. The Idempotency-Key is freed, so
 * a retry with the same key makes a new order. Returns whether this call released it.
 */
export async function releaseOrder(db: Db, orderId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .update(orders)
      .set({ payment: 'cancelled', releasedAt: new Date(), idempotencyKey: null })
      .where(and(eq(orders.id, orderId), eq(orders.payment, 'awaiting')))
      .returning({ id: orders.id, number: orders.number });
    if (!order) return false;
    await returnStock(tx, order.id);
    await tx.delete(couponUses).where(eq(couponUses.orderNumber, order.number));
    await tx
      .update(giftCards)
      .set({ redeemedAt: null, redeemedOrderNumber: null })
      .where(eq(giftCards.redeemedOrderNumber, order.number));
    return true;
  });
}

/** Releases awaiting orders whose time ran out (the server's timer, and before each new online order). */
export async function releaseExpired(db: Db, now = new Date()): Promise<number> {
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.payment, 'awaiting'), lt(orders.expiresAt, now)))
    .limit(100);
  let released = 0;
  for (const { id } of due) if (await releaseOrder(db, id)) released += 1;
  return released;
}

/**
 * Takes again, in the caller's transaction, what a released order held, for a payment that arrived after the
 * release (a UPI payment finished late, a webhook after expiry): each piece by the same conditional update as a
 * new order, the gift card on the condition that it is unspent, the coupon use. Returns false when something is
 * gone, and the caller undoes the transaction.
 */
export async function retakeHolds(tx: Tx, order: OrderRow): Promise<boolean> {
  const items = await stockItems(tx, order.id);
  await lockProducts(
    tx,
    items.map((item) => item.productId),
  );
  for (const item of items) {
    if (!(await moveStock(tx, item, -item.quantity))) return false;
  }
  if (order.giftCardId !== null) {
    const spent = await tx
      .update(giftCards)
      .set({ redeemedAt: new Date(), redeemedOrderNumber: order.number })
      .where(and(eq(giftCards.id, order.giftCardId), isNull(giftCards.redeemedAt)))
      .returning({ id: giftCards.id });
    if (spent.length === 0) return false;
  }
  if (order.couponId !== null) {
    await tx
      .insert(couponUses)
      .values({ couponId: order.couponId, customerId: order.customerId, orderNumber: order.number });
  }
  return true;
}

/** How often the server looks for awaiting orders whose time ran out. */
export const EXPIRY_SWEEP_MS = 60_000;

/**
 * Releases expired awaiting orders on a timer (ADR 022), so a shopper who walks away does not hold the last piece
 * beyond PAYMENT_HOLD_MS. Runs on every replica: the release is conditional, so two replicas release an order once.
 */
export function startExpirySweep(db: Db, everyMs = EXPIRY_SWEEP_MS): { stop(): void } {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    releaseExpired(db)
      .catch((error: unknown) => console.error('Releasing expired payments failed:', error))
      .finally(() => (running = false));
  }, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
