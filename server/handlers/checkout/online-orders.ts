import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import type { PaymentProvider } from '../../payments/provider';
import type { HandlerContext } from '../types';
import { hashOrderToken } from './order-numbers';
import type { OrderRow } from './order-payment';

/** The provider the online payment calls use; the API always sets one (app.ts). */
export function paymentsOf(ctx: HandlerContext): PaymentProvider {
  if (!ctx.payments) throw new Error('No payment provider: the online payment calls need one');
  return ctx.payments;
}

/** A guest proves an order theirs with its token: sent as X-Order-Token, or as the Idempotency-Key it was made with. */
export const guestTokens = (ctx: HandlerContext) => [ctx.orderToken ?? null, ctx.idempotencyKey];

/** The token among `tokens` that proves a guest's order theirs, or null. */
export const matchingToken = (order: OrderRow, tokens: (string | null)[]): string | null =>
  tokens.find((t) => t !== null && order.guestTokenHash === hashOrderToken(t)) ?? null;

/** Whether the caller owns the order: its customer, or for a guest's order the holder of its token. */
export const ownsOrder = (order: OrderRow, customerId: number | null, tokens: (string | null)[]): boolean =>
  order.customerId !== null ? customerId === order.customerId : matchingToken(order, tokens) !== null;

/** An online order by our number (temp_trans_order_id), else by the provider's order id. */
export async function onlineOrder(
  db: Db,
  number: string | undefined,
  providerOrderId: string,
): Promise<OrderRow | null> {
  const where = number?.trim() ? eq(orders.number, number.trim()) : eq(orders.providerOrderId, providerOrderId);
  const [order] = await db.select().from(orders).where(where).limit(1);
  return order && order.payment !== 'cod' ? order : null;
}
