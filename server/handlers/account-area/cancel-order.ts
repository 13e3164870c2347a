import { and, eq, gt, isNull } from 'drizzle-orm';
import { ORDER_STATUS } from '@domain/order-status';
import type { CallResponse } from '@schemas/contract';
import { signedInCustomer } from '../../auth/session';
import { couponUses, emailOutbox, giftCards, orderRefunds, orders } from '../../db/schema';
import { numericPaise } from '../cart/sellable-line';
import { paymentsOf } from '../checkout/online-orders';
import { returnStock } from '../checkout/order-holds';
import type { Handler } from '../types';
import { accountAreaMessages as say, cancellationMail } from './account-area-messages';
import { placedOrdersOf } from './order-rows';
import { recordRefund, settleRefund } from './refunds';

/** The storefront reads data.status and data.notification (catalogue §7, §8); a failure also says it at the top. */
const answer = (status: 'success' | 'error', notification: string): CallResponse<'cancel-order'> => ({
  status,
  message: status === 'success' ? '' : notification,
  data: { status, notification },
});

/**
 * `cancel-order {trans_id, order_reason}` (catalogue §4 "Only status 0 shows a Cancel Order button", §5; issue 11
 * §4): the customer's own placed order, at status 0 only. One transaction moves it from 0 to cancelled on that
 * condition (so of two cancels at once, or a replay, one does the work), puts back exactly the stock its lines
 * took, makes its gift card redeemable again while the card is valid, frees its coupon use, records the refund
 * of an online payment and writes the mail. The provider is asked for the refund after the commit (refunds.ts).
 */
export const cancelOrder: Handler<'cancel-order'> = async (body, ctx) => {
  const { db, bearerToken, publicUrl } = ctx;
  const customerId = await signedInCustomer(db, bearerToken);
  if (customerId === null) return answer('error', say.sessionExpired);
  const payments = paymentsOf(ctx);
  const now = new Date();

  const done = await db.transaction(async (tx) => {
    const [order] = await tx
      .update(orders)
      .set({ status: ORDER_STATUS.cancelled, cancelledAt: now, cancelReason: body.order_reason })
      .where(placedOrdersOf(customerId, eq(orders.number, body.trans_id), eq(orders.status, ORDER_STATUS.placed)))
      .returning();
    if (!order) return null;
    await returnStock(tx, order.id);
    if (order.giftCardId !== null) {
      await tx
        .update(giftCards)
        .set({ redeemedAt: null, redeemedOrderNumber: null })
        .where(and(eq(giftCards.redeemedOrderNumber, order.number), gt(giftCards.expiresAt, now)));
    }
    await tx.delete(couponUses).where(eq(couponUses.orderNumber, order.number));
    const refundId = await recordRefund(tx, order, payments.name);
    const refundPaise = order.payment === 'paid' ? numericPaise(order.total) : null;
    await tx
      .insert(emailOutbox)
      .values(cancellationMail(order.email, order.name, order.number, refundPaise, publicUrl));
    return { refundId };
  });

  if (done) {
    if (done.refundId !== null) await settleRefund(db, payments, done.refundId);
    return answer('success', say.orderCancelled);
  }
  const [mine] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(placedOrdersOf(customerId, eq(orders.number, body.trans_id)))
    .limit(1);
  if (!mine) return answer('error', say.orderNotFound);
  // A replayed cancel of an order whose refund is still pending asks the provider again (under the same key).
  const [pending] = await db
    .select({ id: orderRefunds.id })
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, mine.id), eq(orderRefunds.state, 'pending'), isNull(orderRefunds.refundedAt)));
  if (pending) await settleRefund(db, payments, pending.id);
  return answer('error', say.notCancellable);
};
