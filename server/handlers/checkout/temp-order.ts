import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { CartLine } from '@schemas/cart';
import type { TempOrderResponse } from '@schemas/payment';
import { signedInCustomer } from '../../auth/session';
import { isUniqueViolation } from '../../db/errors';
import { orders } from '../../db/schema';
import { CURRENCY, type PaymentProvider } from '../../payments/provider';
import { numericPaise } from '../cart/sellable-line';
import type { Handler, HandlerContext } from '../types';
import { checkoutMessages as say } from './checkout-messages';
import { paymentsOf } from './online-orders';
import { PAYMENT_HOLD_MS, releaseExpired, releaseOrder } from './order-holds';
import { orderMessages } from './order-messages';
import { orderUnderKey } from './place-order';
import { Refusal, writeOrder } from './order-transaction';

/** The least a provider takes in one payment (Razorpay: ₹1). */
export const MIN_ONLINE_PAISE = 100;

/** An answer that opens no payment window. */
export const noWindow = (message: string, extra: Partial<TempOrderResponse> = {}): TempOrderResponse => ({
  status: 'error',
  message,
  temp_trans_order_id: '',
  temp_razorpay_order_id: '',
  amount: 0,
  currency: CURRENCY,
  key: '',
  script_url: '',
  name: '',
  email: '',
  contact: '',
  ...extra,
});

/**
 * The awaiting order's payment window: the provider's order is made on first need (outside the order's
 * transaction, so no lock is held while the provider answers) and stored on the condition that none was, so two
 * racing requests agree on one. When the provider cannot make it, the order is released.
 */
async function paymentWindow(
  ctx: HandlerContext,
  payments: PaymentProvider,
  orderId: number,
  guestToken: string | null,
): Promise<TempOrderResponse> {
  const read = async () => (await ctx.db.select().from(orders).where(eq(orders.id, orderId)))[0];
  let order = await read();
  if (!order) throw new Error(`order ${orderId} not found`);
  if (!order.providerOrderId) {
    try {
      const { providerOrderId } = await payments.createOrder({
        amountPaise: numericPaise(order.total),
        receipt: order.number,
        notes: { order_number: order.number },
      });
      await ctx.db
        .update(orders)
        .set({ providerOrderId })
        .where(and(eq(orders.id, orderId), isNull(orders.providerOrderId)));
      order = await read();
    } catch (error) {
      console.error(error);
      await releaseOrder(ctx.db, orderId);
      return noWindow(orderMessages.paymentUnavailable);
    }
  }
  if (!order?.providerOrderId) throw new Error(`order ${orderId} has no provider order`);
  return {
    status: 'success',
    message: orderMessages.awaitingPayment,
    temp_trans_order_id: order.number,
    temp_razorpay_order_id: order.providerOrderId,
    amount: numericPaise(order.total),
    currency: CURRENCY,
    key: payments.publicKey,
    script_url: payments.checkoutScriptUrl,
    name: order.name,
    email: order.email,
    contact: String(order.address.ua_mobile ?? ''),
    ...(guestToken ? { order_token: guestToken } : {}),
  };
}

/** The online order already made under this request's key: its window again while it awaits payment. */
async function replayed(ctx: HandlerContext, payments: PaymentProvider, key: string, customerId: number | null) {
  const found = await orderUnderKey(ctx.db, key, customerId);
  if (!found) return null;
  const { order, mine } = found;
  if (!mine || order.payment === 'cod') return noWindow(orderMessages.notYours);
  // Paid already (the answer to the confirmation was lost, and Pay Now sent again): the order, no new payment.
  if (order.payment === 'paid') {
    return {
      ...noWindow(orderMessages.placed),
      status: 'success',
      temp_trans_order_id: order.number,
      order_number: order.number,
      ...(customerId === null ? { order_token: key } : {}),
    };
  }
  if (order.payment !== 'awaiting') return noWindow(orderMessages.notYours);
  return paymentWindow(ctx, payments, order.id, customerId === null ? key : null);
}

/**
 * `createTempOrder` (shell §4 "The other methods create a temporary order, open the card payment provider's
 * window, then confirm"; ADR 022): makeCodOrder's checks and writes in one transaction, leaving the order
 * awaiting payment for PAYMENT_HOLD_MS while it holds its pieces, coupon use and gift card, so the last piece
 * goes to one order. Nothing is placed, mailed or cleared until the payment is verified. Orders whose time ran
 * out are released first, so what they held is for sale again.
 */
export const createTempOrder: Handler<'createTempOrder'> = async (body, ctx) => {
  const { db, bearerToken, idempotencyKey } = ctx;
  const payments = paymentsOf(ctx);
  if (body.paymentMethod === 'COD') return noWindow(orderMessages.onlineOnly);
  const customerId = await signedInCustomer(db, bearerToken);
  if (bearerToken && customerId === null) return noWindow(say.sessionExpired);
  await releaseExpired(db);
  if (idempotencyKey) {
    const earlier = await replayed(ctx, payments, idempotencyKey, customerId);
    if (earlier) return earlier;
  }
  const guestToken = customerId === null ? (idempotencyKey ?? randomBytes(24).toString('base64url')) : null;
  let orderId: number;
  try {
    const written = await db.transaction((tx) =>
      writeOrder(tx, {
        body,
        customerId,
        guestToken,
        idempotencyKey,
        payment: 'awaiting',
        expiresAt: new Date(Date.now() + PAYMENT_HOLD_MS),
        minimumTotalPaise: MIN_ONLINE_PAISE,
      }),
    );
    orderId = written.id;
  } catch (error) {
    if (error instanceof Refusal) {
      const lines: CartLine[] | undefined = error.answer.updatedSessionData;
      return noWindow(error.answer.message, lines ? { updatedSessionData: lines } : {});
    }
    // The same key raced another request: answer with the order that one made.
    if (idempotencyKey && isUniqueViolation(error)) {
      const earlier = await replayed(ctx, payments, idempotencyKey, customerId);
      if (earlier) return earlier;
    }
    throw error;
  }
  return paymentWindow(ctx, payments, orderId, guestToken);
};
