import { and, eq, isNull } from 'drizzle-orm';
import type { GiftCardTempOrderResponse } from '@schemas/gift-card';
import { signedInCustomer } from '../../auth/session';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { customers, giftCardOrders } from '../../db/schema';
import { CURRENCY, type PaymentProvider } from '../../payments/provider';
import { numericPaise } from '../cart/sellable-line';
import { checkoutMessages as say } from '../checkout/checkout-messages';
import { paymentsOf } from '../checkout/online-orders';
import { randomCode } from '../checkout/order-numbers';
import { noWindow } from '../checkout/temp-order';
import type { Handler } from '../types';
import { giftCardOrderMessages as said } from './gift-card-messages';

export type GiftCardOrderRow = typeof giftCardOrders.$inferSelect;

/** Gift card orders are numbered apart from shop orders: PDG- and 50 random bits. */
const newGiftCardOrderNumber = () => `PDG-${randomCode(10)}`;

/** The purchase's payment window; the provider's order is made on first need, as for a shop order. */
async function paymentWindow(
  db: Db,
  payments: PaymentProvider,
  order: GiftCardOrderRow,
  contact: string,
): Promise<GiftCardTempOrderResponse> {
  let providerOrderId = order.providerOrderId;
  if (!providerOrderId) {
    try {
      const made = await payments.createOrder({
        amountPaise: numericPaise(order.amount),
        receipt: order.number,
        notes: { gift_card_order: order.number },
      });
      await db
        .update(giftCardOrders)
        .set({ providerOrderId: made.providerOrderId })
        .where(and(eq(giftCardOrders.id, order.id), isNull(giftCardOrders.providerOrderId)));
      const [now] = await db.select().from(giftCardOrders).where(eq(giftCardOrders.id, order.id));
      providerOrderId = now?.providerOrderId ?? null;
    } catch (error) {
      console.error(error);
      return noWindow(said.paymentUnavailable);
    }
  }
  if (!providerOrderId) throw new Error(`gift card order ${order.number} has no provider order`);
  return {
    status: 'success',
    message: said.awaitingPayment,
    temp_trans_order_id: order.number,
    temp_razorpay_order_id: providerOrderId,
    amount: numericPaise(order.amount),
    currency: CURRENCY,
    key: payments.publicKey,
    script_url: payments.checkoutScriptUrl,
    name: order.buyerName,
    email: order.buyerEmail,
    contact,
  };
}

/** The purchase already made under this request's key: its window again while it awaits payment. */
async function replayed(db: Db, payments: PaymentProvider, key: string, customerId: number, contact: string) {
  const [order] = await db.select().from(giftCardOrders).where(eq(giftCardOrders.idempotencyKey, key));
  if (!order) return null;
  if (order.customerId !== customerId) return noWindow(said.notYours);
  if (order.payment === 'paid') return noWindow(said.alreadyPaid);
  return paymentWindow(db, payments, order, contact);
}

/**
 * `creategiftcardTempOrder {amount, reciepient_name, reciepient_mail, reciepient_mobile}` (shell §2 "Gift card
 * purchase", §6: signed-in customers only, a guest is sent to sign in): the purchase awaiting its payment and
 * the provider's order for the value in paise. The card itself is made only when the payment is verified.
 * Once per Idempotency-Key.
 */
export const creategiftcardTempOrder: Handler<'creategiftcardTempOrder'> = async (body, ctx) => {
  const { db, bearerToken, idempotencyKey } = ctx;
  const payments = paymentsOf(ctx);
  if (!bearerToken) return noWindow(said.signIn);
  const customerId = await signedInCustomer(db, bearerToken);
  if (customerId === null) return noWindow(say.sessionExpired);
  const [buyer] = await db.select().from(customers).where(eq(customers.id, customerId));
  if (!buyer) return noWindow(say.sessionExpired);
  if (idempotencyKey) {
    const earlier = await replayed(db, payments, idempotencyKey, customerId, buyer.mobile);
    if (earlier) return earlier;
  }
  try {
    const [order] = await db
      .insert(giftCardOrders)
      .values({
        number: newGiftCardOrderNumber(),
        customerId,
        idempotencyKey,
        amount: body.amount.toFixed(2),
        buyerName: `${buyer.firstName} ${buyer.lastName}`.trim(),
        buyerEmail: buyer.email,
        recipientName: body.reciepient_name,
        recipientEmail: body.reciepient_mail,
        recipientMobile: body.reciepient_mobile,
      })
      .returning();
    if (!order) throw new Error('gift card order not stored');
    return await paymentWindow(db, payments, order, buyer.mobile);
  } catch (error) {
    if (idempotencyKey && isUniqueViolation(error)) {
      const earlier = await replayed(db, payments, idempotencyKey, customerId, buyer.mobile);
      if (earlier) return earlier;
    }
    throw error;
  }
};
