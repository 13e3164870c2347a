import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { PlaceOrderRequest, PlaceOrderResponse } from '@schemas/order';
import { signedInCustomer } from '../../auth/session';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { emailOutbox, orders } from '../../db/schema';
import type { HandlerContext } from '../types';
import { checkoutMessages as say } from './checkout-messages';
import { confirmationMail } from './order-destination';
import { clearBag } from './order-lines';
import { orderMessages } from './order-messages';
import { hashOrderToken } from './order-numbers';
import { Refusal, refused, writeOrder } from './order-transaction';

// Where the order tests and order-detail.ts have always found them.
export { orderMessages } from './order-messages';
export { hashOrderToken, newOrderNumber } from './order-numbers';

/** The order already written under `key`, when the caller owns it: 'mine', someone else's, or none. */
export async function orderUnderKey(db: Db, key: string, customerId: number | null) {
  const [order] = await db.select().from(orders).where(eq(orders.idempotencyKey, key));
  if (!order) return null;
  const mine = customerId !== null ? order.customerId === customerId : order.guestTokenHash === hashOrderToken(key);
  return { order, mine };
}

/** The answer for a cash-on-delivery order already placed under this request's key, when the caller owns it. */
async function replayed(db: Db, key: string, customerId: number | null): Promise<PlaceOrderResponse | null> {
  const found = await orderUnderKey(db, key, customerId);
  if (!found) return null;
  // An online order under this key is not a placed order: paying for it is paymentProcessing's.
  if (!found.mine || found.order.payment !== 'cod') return refused(orderMessages.notYours);
  return {
    status: 'success',
    order_number: found.order.number,
    message: orderMessages.placed,
    ...(customerId === null ? { order_token: key } : {}),
  };
}

/**
 * Places a cash-on-delivery order (issue 10 §3) in one transaction (writeOrder: lines checked, stock taken,
 * coupon and gift card spent, totals from the database), then empties the customer's bag and puts the
 * confirmation in the outbox in the same transaction. One order per Idempotency-Key: a replay returns the same
 * order. A guest's order belongs to the browser holding its token (the request's key, or a new random one).
 */
export async function placeOrder(
  body: PlaceOrderRequest,
  { db, bearerToken, idempotencyKey, publicUrl }: HandlerContext,
): Promise<PlaceOrderResponse> {
  const customerId = await signedInCustomer(db, bearerToken);
  if (bearerToken && customerId === null) return refused(say.sessionExpired);
  if (idempotencyKey) {
    const earlier = await replayed(db, idempotencyKey, customerId);
    if (earlier) return earlier;
  }
  const guestToken = customerId === null ? (idempotencyKey ?? randomBytes(24).toString('base64url')) : null;
  try {
    return await db.transaction(async (tx) => {
      const order = await writeOrder(tx, { body, customerId, guestToken, idempotencyKey, payment: 'cod' });
      if (customerId !== null) await clearBag(tx, customerId);
      await tx
        .insert(emailOutbox)
        .values(
          confirmationMail(
            order.where.email,
            order.number,
            order.where.name,
            order.totals.total,
            publicUrl,
            order.estimatedDays,
          ),
        );
      return {
        status: 'success',
        order_number: order.number,
        message: orderMessages.placed,
        ...(guestToken ? { order_token: guestToken } : {}),
      };
    });
  } catch (error) {
    if (error instanceof Refusal) return error.answer;
    // The same key raced another request: that one placed the order; answer with it.
    if (idempotencyKey && isUniqueViolation(error)) {
      const earlier = await replayed(db, idempotencyKey, customerId);
      if (earlier) return earlier;
    }
    throw error;
  }
}
