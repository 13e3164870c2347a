import { eq } from 'drizzle-orm';
import type { CancelTempOrderResponse, PaymentConfirmResponse } from '@schemas/payment';
import { signedInCustomer } from '../../auth/session';
import { orders } from '../../db/schema';
import type { Handler } from '../types';
import { checkoutMessages as say } from './checkout-messages';
import { guestTokens, matchingToken, onlineOrder, ownsOrder, paymentsOf } from './online-orders';
import { releaseOrder } from './order-holds';
import { orderMessages } from './order-messages';
import { payOrder } from './order-payment';

const notPaid = (message: string): PaymentConfirmResponse => ({ status: 'error', order_number: '', message });

/**
 * `paymentProcessing` (shell §7; ADR 022): the provider's handler response for a temporary order. The signature
 * is checked in constant time against the provider order id stored on our order, never the callback's; only the
 * order's customer, or the guest holding its token, may confirm it. The order is placed once (payOrder), however
 * many of this call, the webhook and the sandbox report the payment: a replay answers the same order number.
 */
export const paymentProcessing: Handler<'paymentProcessing'> = async (body, ctx) => {
  const { db, bearerToken, publicUrl } = ctx;
  const payments = paymentsOf(ctx);
  const customerId = await signedInCustomer(db, bearerToken);
  if (bearerToken && customerId === null) return notPaid(say.sessionExpired);
  const order = await onlineOrder(db, body.temp_trans_order_id, body.orderId);
  if (!order || !ownsOrder(order, customerId, guestTokens(ctx))) return notPaid(orderMessages.paymentNotFound);
  const stored = order.providerOrderId;
  if (!stored || body.orderId !== stored || !payments.verifyPaymentSignature(stored, body.paymentId, body.signature)) {
    return notPaid(orderMessages.paymentUnverified);
  }
  const paid = await payOrder(db, order.id, body.paymentId, publicUrl);
  if (paid.outcome === 'refund') return notPaid(orderMessages.refundDue);
  if (paid.outcome !== 'paid') return notPaid(orderMessages.paymentNotFound);
  if (paid.order.paymentId !== body.paymentId) {
    // A second payment for one provider order: the order stands; the second payment is for the shop to refund.
    console.warn(`Order ${order.number} paid by ${paid.order.paymentId ?? '?'} was paid again by ${body.paymentId}`);
  }
  const token = customerId === null ? matchingToken(order, guestTokens(ctx)) : null;
  return {
    status: 'success',
    order_number: paid.order.number,
    message: orderMessages.placed,
    ...(token ? { order_token: token } : {}),
  };
};

/**
 * `cancelTempOrder {temp_trans_order_id}` (ours; ADR 022): the shopper closed the payment window. The order's
 * pieces, coupon use and gift card are released at once, so a retry (or another shopper) can have them; a paid
 * order is never touched. A payment that still completes later finds the order released (payOrder).
 */
export const cancelTempOrder: Handler<'cancelTempOrder'> = async (body, ctx) => {
  const { db, bearerToken } = ctx;
  const customerId = await signedInCustomer(db, bearerToken);
  if (bearerToken && customerId === null) return { status: 'error', message: say.sessionExpired };
  const order = await onlineOrder(db, body.temp_trans_order_id, '');
  if (!order || !ownsOrder(order, customerId, guestTokens(ctx))) {
    return { status: 'error', message: orderMessages.paymentNotFound };
  }
  if (order.payment === 'awaiting') await releaseOrder(db, order.id);
  const [now] = await db.select({ payment: orders.payment }).from(orders).where(eq(orders.id, order.id));
  const answers: Record<string, CancelTempOrderResponse> = {
    cancelled: { status: 'success', message: orderMessages.released },
    paid: { status: 'error', message: orderMessages.alreadyPaid, order_number: order.number },
    refund: { status: 'error', message: orderMessages.refundDue },
  };
  return answers[now?.payment ?? ''] ?? { status: 'error', message: orderMessages.paymentNotFound };
};
