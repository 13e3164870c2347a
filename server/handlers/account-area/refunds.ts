import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderRefunds, orders } from '../../db/schema';
import type { PaymentProvider } from '../../payments/provider';
import { numericPaise } from '../cart/sellable-line';
import type { Tx } from '../checkout/order-transaction';

/**
 * Refunds of cancelled online orders (issue 11 §4). The cancel's transaction records the refund due (one row
 * per order: a unique index, so a replayed or parallel cancel cannot record two); the provider is asked after
 * the commit, never inside it, with the row's idempotency key, so asking again after a failure or a crash (the
 * sweep below, a replayed cancel) refunds once. The row is 'done' once the provider has answered.
 */

/** Records the refund of a paid order in the cancel's transaction; returns its id (null if one was recorded). */
export async function recordRefund(tx: Tx, order: typeof orders.$inferSelect, provider: string) {
  if (order.payment !== 'paid' || !order.paymentId) return null;
  const [row] = await tx
    .insert(orderRefunds)
    .values({
      orderId: order.id,
      paymentId: order.paymentId,
      amount: order.total,
      // Razorpay: at least 10 characters, letters, digits, '-' and '_'.
      idempotencyKey: `refund-${order.number}`,
      provider,
    })
    .onConflictDoNothing()
    .returning({ id: orderRefunds.id });
  return row?.id ?? null;
}

/** Asks the provider for a recorded refund that is still pending; true when it is done. Never throws. */
export async function settleRefund(db: Db, payments: PaymentProvider, refundId: number): Promise<boolean> {
  const [row] = await db
    .select({ refund: orderRefunds, number: orders.number })
    .from(orderRefunds)
    .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
    .where(eq(orderRefunds.id, refundId));
  if (!row) return false;
  if (row.refund.state === 'done') return true;
  try {
    const { providerRefundId } = await payments.refund({
      paymentId: row.refund.paymentId,
      amountPaise: numericPaise(row.refund.amount),
      idempotencyKey: row.refund.idempotencyKey,
      notes: { order_number: row.number },
    });
    await db
      .update(orderRefunds)
      .set({ state: 'done', providerRefundId, refundedAt: new Date(), attempts: sql`${orderRefunds.attempts} + 1` })
      .where(and(eq(orderRefunds.id, refundId), eq(orderRefunds.state, 'pending')));
    return true;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`Refund of order ${row.number} failed; it will be tried again:`, reason);
    await db
      .update(orderRefunds)
      .set({ attempts: sql`${orderRefunds.attempts} + 1`, lastError: reason.slice(0, 500) })
      .where(eq(orderRefunds.id, refundId));
    return false;
  }
}

/** Tries every pending refund again (the server's timer; a refund whose provider call failed or was cut off). */
export async function settlePendingRefunds(db: Db, payments: PaymentProvider): Promise<number> {
  const pending = await db
    .select({ id: orderRefunds.id })
    .from(orderRefunds)
    .where(eq(orderRefunds.state, 'pending'))
    .limit(50);
  let settled = 0;
  for (const { id } of pending) if (await settleRefund(db, payments, id)) settled += 1;
  return settled;
}

/** How often the server retries pending refunds. */
export const REFUND_SWEEP_MS = 5 * 60_000;

/** Retries pending refunds on a timer; every replica may run it, since a retry under the same key refunds once. */
export function startRefundSweep(db: Db, payments: PaymentProvider, everyMs = REFUND_SWEEP_MS): { stop(): void } {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    settlePendingRefunds(db, payments)
      .catch((error: unknown) => console.error('Retrying refunds failed:', error))
      .finally(() => (running = false));
  }, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
