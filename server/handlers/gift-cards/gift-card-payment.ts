import { and, eq } from 'drizzle-orm';
import { GIFT_CARD_VALID_DAYS } from '@domain/checkout';
import type { GiftCardPaymentResponse } from '@schemas/gift-card';
import { signedInCustomer } from '../../auth/session';
import type { Db } from '../../db/client';
import { emailOutbox, giftCardOrders, giftCards } from '../../db/schema';
import { numericPaise } from '../cart/sellable-line';
import { checkoutMessages as say } from '../checkout/checkout-messages';
import { paymentsOf } from '../checkout/online-orders';
import { randomCode } from '../checkout/order-numbers';
import type { Tx } from '../checkout/order-transaction';
import type { Handler } from '../types';
import { buyerMail, giftCardOrderMessages as said, recipientMail } from './gift-card-messages';
import type { GiftCardOrderRow } from './gift-card-purchase';

const DAY_MS = 86_400_000;

/**
 * A new gift card code: the demo cards' PDMK-GIFT- and 60 random bits in three groups of Crockford's letters
 * (PDMK-GIFT-7K3M-Q9TX-2HJD), so a code cannot be guessed and is easy to read out.
 */
export const newGiftCardCode = () => `PDMK-GIFT-${randomCode(4)}-${randomCode(4)}-${randomCode(4)}`;

/** Stores a card under a new code; a clash with an existing code (never seen, but possible) draws again. */
async function issueCard(tx: Tx, order: GiftCardOrderRow, now: Date) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [card] = await tx
      .insert(giftCards)
      .values({
        code: newGiftCardCode(),
        amount: order.amount,
        issuedAt: now,
        expiresAt: new Date(now.getTime() + GIFT_CARD_VALID_DAYS * DAY_MS),
        buyerCustomerId: order.customerId,
        recipientName: order.recipientName,
        recipientEmail: order.recipientEmail,
        recipientMobile: order.recipientMobile,
      })
      .onConflictDoNothing()
      .returning();
    if (card) return card;
  }
  throw new Error('No free gift card code after 5 draws');
}

/**
 * Records a verified payment of a gift card purchase, once, by every path that learns of it (the browser's
 * giftcardpaymentProcessing, the webhook, the sandbox): the purchase moves from awaiting to paid on that
 * condition, the card is issued valid for a year (shell §9), and the code is mailed to the recipient with a
 * receipt to the buyer, in the same transaction. A later report of the payment finds it paid and changes nothing.
 */
export async function payGiftCardOrder(db: Db, orderId: number, paymentId: string, publicUrl: string) {
  await db.transaction(async (tx) => {
    const now = new Date();
    const [order] = await tx
      .update(giftCardOrders)
      .set({ payment: 'paid', paymentId, paidAt: now })
      .where(and(eq(giftCardOrders.id, orderId), eq(giftCardOrders.payment, 'awaiting')))
      .returning();
    if (!order) return;
    const card = await issueCard(tx, order, now);
    await tx.update(giftCardOrders).set({ giftCardId: card.id }).where(eq(giftCardOrders.id, order.id));
    const issued = {
      number: order.number,
      code: card.code,
      amountPaise: numericPaise(card.amount),
      expiresAt: card.expiresAt,
      paymentId,
      buyerName: order.buyerName,
      buyerEmail: order.buyerEmail,
      recipientName: order.recipientName,
      recipientEmail: order.recipientEmail,
    };
    await tx.insert(emailOutbox).values([recipientMail(issued, publicUrl), buyerMail(issued, publicUrl)]);
  });
  const [order] = await db.select().from(giftCardOrders).where(eq(giftCardOrders.id, orderId));
  if (!order) throw new Error(`gift card order ${orderId} not found`);
  return order;
}

const notPaid = (message: string): GiftCardPaymentResponse => ({ status: 'error', order_number: '', message });

/** A gift card purchase by our number (temp_trans_order_id), else by the provider's order id. */
export async function giftCardOrderOf(db: Db, number: string | undefined, providerOrderId: string) {
  const where = number?.trim()
    ? eq(giftCardOrders.number, number.trim())
    : eq(giftCardOrders.providerOrderId, providerOrderId);
  const [order] = await db.select().from(giftCardOrders).where(where).limit(1);
  return order ?? null;
}

/**
 * `giftcardpaymentProcessing {paymentId, orderId, signature}` (shell §7): the signature is checked against the
 * provider order id stored on the purchase, for the customer who made it; the card is issued once; a replay
 * answers the same order number.
 */
export const giftcardpaymentProcessing: Handler<'giftcardpaymentProcessing'> = async (body, ctx) => {
  const { db, bearerToken, publicUrl } = ctx;
  const payments = paymentsOf(ctx);
  if (!bearerToken) return notPaid(said.signIn);
  const customerId = await signedInCustomer(db, bearerToken);
  if (customerId === null) return notPaid(say.sessionExpired);
  const order = await giftCardOrderOf(db, body.temp_trans_order_id, body.orderId);
  if (!order || order.customerId !== customerId) return notPaid(said.paymentNotFound);
  const stored = order.providerOrderId;
  if (!stored || body.orderId !== stored || !payments.verifyPaymentSignature(stored, body.paymentId, body.signature)) {
    return notPaid(said.paymentUnverified);
  }
  const paid = await payGiftCardOrder(db, order.id, body.paymentId, publicUrl);
  return { status: 'success', order_number: paid.number, message: said.paid };
};
