import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { giftCardOrders, orders, paymentEvents } from '../db/schema';
import { numericPaise } from './cart/sellable-line';
import { payOrder } from './checkout/order-payment';
import { payGiftCardOrder } from './gift-cards/gift-card-payment';

/**
 * A verified payment of the provider order `providerOrderId`, whoever reports it (the webhook, the sandbox):
 * the shop order or gift card purchase it belongs to is paid by the same function its browser confirmation
 * uses, so it is placed once. A payment of another amount than ours pays nothing. Returns what was paid.
 */
export async function payProviderOrder(
  db: Db,
  providerOrderId: string,
  paymentId: string,
  publicUrl: string,
  amountPaise?: number,
): Promise<'order' | 'gift-card' | 'none'> {
  const [order] = await db.select().from(orders).where(eq(orders.providerOrderId, providerOrderId));
  if (order) {
    if (amountPaise !== undefined && amountPaise !== numericPaise(order.total)) return 'none';
    await payOrder(db, order.id, paymentId, publicUrl);
    return 'order';
  }
  const [purchase] = await db.select().from(giftCardOrders).where(eq(giftCardOrders.providerOrderId, providerOrderId));
  if (purchase) {
    if (amountPaise !== undefined && amountPaise !== numericPaise(purchase.amount)) return 'none';
    await payGiftCardOrder(db, purchase.id, paymentId, publicUrl);
    return 'gift-card';
  }
  return 'none';
}

/** The parts of Razorpay's webhook event we read (payment.captured, order.paid, payment.failed…). */
const EventSchema = z.object({
  event: z.string().max(100),
  payload: z
    .object({
      payment: z
        .object({
          entity: z.object({
            id: z.string().max(64),
            order_id: z.string().max(64).nullish(),
            amount: z.number().int().nonnegative().optional(),
          }),
        })
        .optional(),
      order: z.object({ entity: z.object({ id: z.string().max(64) }) }).optional(),
    })
    .default({}),
});

/** Events that mean the money is ours: the order is paid. Everything else (payment.failed…) changes nothing. */
const PAID_EVENTS = new Set(['payment.captured', 'order.paid']);

/**
 * A verified webhook event (ADR 022): an event id seen before is ignored; a capture or a paid order pays the order
 * it names. A failure, or any event about a paid order, never moves it back: paying is the only move made here.
 * The event is remembered once handled, so a delivery that failed midway is handled again when retried.
 */
export async function handlePaymentEvent(db: Db, eventId: string, rawBody: string, publicUrl: string) {
  const [seen] = await db.select({ id: paymentEvents.id }).from(paymentEvents).where(eq(paymentEvents.id, eventId));
  if (seen) return 'repeat' as const;
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return 'unreadable' as const;
  }
  const parsed = EventSchema.safeParse(json);
  if (!parsed.success) return 'unreadable' as const;
  const { event, payload } = parsed.data;
  if (PAID_EVENTS.has(event)) {
    const payment = payload.payment?.entity;
    const providerOrderId = payment?.order_id ?? payload.order?.entity.id;
    if (payment && providerOrderId) {
      await payProviderOrder(db, providerOrderId, payment.id, publicUrl, payment.amount);
    }
  }
  await db.insert(paymentEvents).values({ id: eventId, type: event }).onConflictDoNothing();
  return 'handled' as const;
}
