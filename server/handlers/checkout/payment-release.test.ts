import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../main';
import { couponUses, emailOutbox, giftCards, orders, products } from '../../db/schema';
import { START_TIMEOUT_MS, startTestServer } from '../../test-support/test-server';
import { simpleProduct } from '../cart/bag-test-kit';
import { PAYMENT_HOLD_MS, releaseExpired } from './order-holds';
import { orderMessages } from './order-messages';
import { guestOrder, key, line, seedCheckout } from './order-test-kit';
import { paidResponse, post as postTo } from './payment-test-kit';

let server: RunningServer;
const db = () => server.database.db;
const post = (name: Parameters<typeof postTo>[1], body: unknown, headers?: Record<string, string>) =>
  postTo(server.app, name, body, headers);

beforeAll(async () => {
  server = await startTestServer();
  await seedCheckout(db());
}, START_TIMEOUT_MS);
afterAll(() => server?.close());

const stockOf = async (id: number) =>
  (await db().select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]?.stock;
const orderOf = async (number: string) => (await db().select().from(orders).where(eq(orders.number, number)))[0];
const upi = (lines: unknown[], extra: Record<string, unknown> = {}) =>
  guestOrder(lines, { paymentMethod: 'UPI', ...extra });
const cardSession = (code: string, id: number) => ({ parsedGiftCardSession: { gt_giftcard_code: code, gt_id: id } });

/** A temporary order's number and provider order id. */
async function temp(body: unknown, k: string) {
  const answer = await post('createTempOrder', body, key(k));
  expect(answer.body.status).toBe('success');
  return {
    number: String(answer.body.temp_trans_order_id),
    providerOrderId: String(answer.body.temp_razorpay_order_id),
  };
}

describe('a failed or abandoned payment (issue 10 §3: "releases what it held, and can be retried")', () => {
  it('gives back the pieces, the coupon use and the gift card on cancel, so the same retry succeeds', async () => {
    const saree = await simpleProduct(db(), 'Paithani Saree', '60000.00', '56000.00', 1);
    const [card] = await db()
      .insert(giftCards)
      .values({ code: 'PDMK-HOLD-0001', amount: '11000.00', expiresAt: new Date(Date.now() + 86_400_000) })
      .returning();
    const body = upi([line(saree, 1, { product_availability_status: 1 })], {
      parsedCouponSession: { promo_code: 'FESTIVE2000' },
      ...cardSession('PDMK-HOLD-0001', card!.id),
    });
    const first = await temp(body, 'release-1');
    expect(await stockOf(saree.id)).toBe(0);
    expect((await db().select().from(giftCards).where(eq(giftCards.id, card!.id)))[0]?.redeemedOrderNumber).toBe(
      first.number,
    );
    expect(await db().$count(couponUses, eq(couponUses.orderNumber, first.number))).toBe(1);

    // Another browser cannot cancel it.
    const stranger = await post(
      'cancelTempOrder',
      { temp_trans_order_id: first.number },
      { 'X-Order-Token': 'order-key-x' },
    );
    expect(stranger.body).toMatchObject({ status: 'error', message: orderMessages.paymentNotFound });

    const token = { 'X-Order-Token': 'order-key-release-1' };
    const cancelled = await post('cancelTempOrder', { temp_trans_order_id: first.number }, token);
    expect(cancelled.body).toMatchObject({ status: 'success', message: orderMessages.released });
    expect(await orderOf(first.number)).toMatchObject({ payment: 'cancelled', idempotencyKey: null });
    expect(await stockOf(saree.id)).toBe(1);
    expect((await db().select().from(giftCards).where(eq(giftCards.id, card!.id)))[0]).toMatchObject({
      redeemedAt: null,
      redeemedOrderNumber: null,
    });
    expect(await db().$count(couponUses, eq(couponUses.orderNumber, first.number))).toBe(0);
    // Cancelling again changes nothing more.
    expect((await post('cancelTempOrder', { temp_trans_order_id: first.number }, token)).body.status).toBe('success');
    expect(await stockOf(saree.id)).toBe(1);

    // The retry, with the same key, holds everything again and is paid.
    const retry = await temp(body, 'release-1');
    expect(retry.number).not.toBe(first.number);
    const paid = await post('paymentProcessing', await paidResponse(db(), retry.providerOrderId), token);
    expect(paid.body).toMatchObject({ status: 'success', order_number: retry.number });
    expect(await stockOf(saree.id)).toBe(0);
    // A paid order is never released.
    const late = await post('cancelTempOrder', { temp_trans_order_id: retry.number }, token);
    expect(late.body).toMatchObject({
      status: 'error',
      message: orderMessages.alreadyPaid,
      order_number: retry.number,
    });
    expect(await orderOf(retry.number)).toMatchObject({ payment: 'paid' });
    expect(await stockOf(saree.id)).toBe(0);
  });

  it('releases an order whose time ran out before another shopper orders, and a late payment is refunded', async () => {
    const brooch = await simpleProduct(db(), 'Navratna Brooch', '45000.00', '42000.00', 1);
    const slow = await temp(upi([line(brooch, 1)]), 'slow-1');
    const held = await orderOf(slow.number);
    expect(held?.expiresAt?.getTime()).toBeGreaterThan(Date.now() + PAYMENT_HOLD_MS - 60_000);
    await db()
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.number, slow.number));

    // The next online order sweeps the expired one first, so the piece is for sale again.
    const quick = await temp(upi([line(brooch, 1)]), 'quick-1');
    expect(await orderOf(slow.number)).toMatchObject({ payment: 'cancelled' });
    await post('paymentProcessing', await paidResponse(db(), quick.providerOrderId), key('quick-1'));
    expect(await stockOf(brooch.id)).toBe(0);

    // The slow shopper's payment arrives after all: the piece is gone, so the payment is kept for a refund.
    const lateAnswer = await post('paymentProcessing', await paidResponse(db(), slow.providerOrderId), key('slow-1'));
    expect(lateAnswer.body).toMatchObject({ status: 'error', message: orderMessages.refundDue });
    expect(await orderOf(slow.number)).toMatchObject({ payment: 'refund' });
    expect(await stockOf(brooch.id)).toBe(0);
    expect(await db().$count(emailOutbox, eq(emailOutbox.subject, `Your Padmakshya order ${slow.number}`))).toBe(0);
  });

  it('places a late payment after all when what the order held is still there', async () => {
    const bangle = await simpleProduct(db(), 'Lac Bangle Set', '3000.00', '2800.00', 5);
    const order = await temp(upi([line(bangle, 2)]), 'late-1');
    expect(await releaseExpired(db(), new Date(Date.now() + PAYMENT_HOLD_MS + 1000))).toBeGreaterThanOrEqual(1);
    expect(await orderOf(order.number)).toMatchObject({ payment: 'cancelled' });
    expect(await stockOf(bangle.id)).toBe(5);
    const paid = await post('paymentProcessing', await paidResponse(db(), order.providerOrderId), key('late-1'));
    expect(paid.body).toMatchObject({ status: 'success', order_number: order.number });
    expect(await orderOf(order.number)).toMatchObject({ payment: 'paid' });
    expect(await stockOf(bangle.id)).toBe(3);
  });
});
