import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailOutbox, orders, settings } from '../../db/schema';
import { numericPaise } from '../cart/sellable-line';
import { confirmationMail } from './order-destination';
import { retakeHolds } from './order-holds';
import { clearBag } from './order-lines';
import type { Tx } from './order-transaction';

export type OrderRow = typeof orders.$inferSelect;

/** What paying an order came to. `first`: this call placed it (the bag was emptied and the mail written now). */
export type PaidOutcome =
  | { outcome: 'paid'; order: OrderRow; first: boolean }
  | { outcome: 'refund'; order: OrderRow }
  | { outcome: 'not-online'; order: OrderRow };

class CannotRetake extends Error {}

/** A placed online order's bag is emptied and its confirmation goes to the outbox, as a COD order's at once. */
async function placed(tx: Tx, order: OrderRow, publicUrl: string): Promise<void> {
  if (order.customerId !== null) await clearBag(tx, order.customerId);
  const [site] = await tx.select({ data: settings.data }).from(settings).where(eq(settings.id, 1));
  const days = Number(site?.data.shipping_estimated_days ?? 0);
  const totalPaise = numericPaise(order.total);
  await tx
    .insert(emailOutbox)
    .values(confirmationMail(order.email, order.number, order.name, totalPaise, publicUrl, days));
}

/** Moves the order from `from` to paid, on that condition, and places it; null when it was not in `from`. */
function payFrom(db: Db, orderId: number, from: 'awaiting' | 'cancelled', paymentId: string, publicUrl: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({ payment: 'paid', paymentId, paidAt: new Date(), expiresAt: null })
      .where(and(eq(orders.id, orderId), eq(orders.payment, from)))
      .returning();
    if (!row) return null;
    if (from === 'cancelled' && !(await retakeHolds(tx, row))) throw new CannotRetake();
    await placed(tx, row, publicUrl);
    return row;
  });
}

/**
 * Records a verified payment of an online order, once, by every path that learns of it (the browser's
 * paymentProcessing, the webhook, the sandbox): the order moves from awaiting to paid on that condition, so the
 * bag is emptied and the mail written exactly once and a paid order never moves back. A payment for an order
 * released meanwhile takes its pieces again when they are still there; when they are not, the payment is kept
 * on the order as a refund due. The caller has verified the payment.
 */
export async function payOrder(db: Db, orderId: number, paymentId: string, publicUrl: string): Promise<PaidOutcome> {
  const now = await payFrom(db, orderId, 'awaiting', paymentId, publicUrl);
  if (now) return { outcome: 'paid', order: now, first: true };
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new Error(`order ${orderId} not found`);
  if (order.payment === 'paid') return { outcome: 'paid', order, first: false };
  if (order.payment === 'refund') return { outcome: 'refund', order };
  if (order.payment !== 'cancelled') return { outcome: 'not-online', order };
  try {
    const retaken = await payFrom(db, orderId, 'cancelled', paymentId, publicUrl);
    if (retaken) return { outcome: 'paid', order: retaken, first: true };
  } catch (error) {
    if (!(error instanceof CannotRetake)) throw error;
    const [kept] = await db
      .update(orders)
      .set({ payment: 'refund', paymentId, paidAt: new Date() })
      .where(and(eq(orders.id, orderId), eq(orders.payment, 'cancelled')))
      .returning();
    if (kept) return { outcome: 'refund', order: kept };
  }
  // Another path moved it in the meantime: answer with what it is now.
  return payOrder(db, orderId, paymentId, publicUrl);
}
