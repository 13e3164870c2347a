import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../main';
import { cartLines, emailOutbox, orders, products } from '../../db/schema';
import { START_TIMEOUT_MS, startTestServer } from '../../test-support/test-server';
import { signedInShopper, simpleProduct } from '../cart/bag-test-kit';
import { orderMessages } from './order-messages';
import { guestAddress, guestOrder, key, line, seedCheckout } from './order-test-kit';
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
const mailsFor = (number: string) =>
  db().$count(emailOutbox, eq(emailOutbox.subject, `Your Padmakshya order ${number}`));
const upi = (lines: unknown[], extra: Record<string, unknown> = {}) =>
  guestOrder(lines, { paymentMethod: 'UPI', ...extra });

describe('createTempOrder → paymentProcessing (issue 10 §3, §4)', () => {
  it("holds a guest's pieces while they pay, then places the order once, with every amount from the database", async () => {
    const jhumka = await simpleProduct(db(), 'Polki Jhumka', '30000.00', '28000.00', 4);
    // The request claims a price of ₹1 and shipping of ₹1: neither is read.
    const body = upi([line(jhumka, 1, { product_price: 1, product_selling_price: 28000 })], { shippingCharge: 1 });
    const temp = await post('createTempOrder', body, key('online-1'));
    // ₹28,000 + 3% GST ₹840, shipping free above ₹25,000 → ₹28,840 = 2,884,000 paise.
    expect(temp.body).toMatchObject({
      status: 'success',
      message: orderMessages.awaitingPayment,
      amount: 2_884_000,
      currency: 'INR',
      key: 'rzp_sandbox_padmakshya',
      script_url: '/sandbox-pay/checkout.js',
      name: 'Kavya Menon',
      email: 'kavya.menon@example.in',
      contact: guestAddress().user_address.ua_mobile,
      order_token: 'order-key-online-1',
    });
    const number = String(temp.body.temp_trans_order_id);
    const providerOrderId = String(temp.body.temp_razorpay_order_id);
    expect(number).toMatch(/^PDK-[0-9A-Z]{10}$/);
    expect(providerOrderId).toMatch(/^order_[0-9A-Za-z]{14}$/);
    expect(await orderOf(number)).toMatchObject({
      payment: 'awaiting',
      providerOrderId,
      total: '28840.00',
      method: 'UPI',
    });
    // The piece is held; nothing is placed, mailed or shown yet.
    expect(await stockOf(jhumka.id)).toBe(3);
    expect(await mailsFor(number)).toBe(0);
    const token = { 'X-Order-Token': 'order-key-online-1' };
    expect((await post('getOrderDetail', { trans_id: number }, token)).body.status).toBe('error');

    // The same request again (a retry, a double tap): the same temporary order, nothing taken twice.
    const again = await post('createTempOrder', body, key('online-1'));
    expect(again.body).toMatchObject({ temp_trans_order_id: number, temp_razorpay_order_id: providerOrderId });
    expect(await stockOf(jhumka.id)).toBe(3);

    const paid = await paidResponse(db(), providerOrderId);
    // A wrong signature changes nothing.
    const forged = await post(
      'paymentProcessing',
      { ...paid, signature: paid.signature.replace(/.$/, (c) => (c === 'a' ? 'b' : 'a')), temp_trans_order_id: number },
      token,
    );
    expect(forged.body).toMatchObject({ status: 'error', message: orderMessages.paymentUnverified });
    expect((await orderOf(number))?.payment).toBe('awaiting');

    // The spec's payload carries the cart summary and the order: read by no one.
    const confirm = { ...paid, temp_trans_order_id: number, cartSummary: { total_amount: 1 }, ...body };
    const first = await post('paymentProcessing', confirm, token);
    expect(first.body).toMatchObject({
      status: 'success',
      order_number: number,
      message: orderMessages.placed,
      order_token: 'order-key-online-1',
    });
    expect(await orderOf(number)).toMatchObject({ payment: 'paid', paymentId: paid.paymentId });
    expect(await mailsFor(number)).toBe(1);
    // A replay answers the same order and mails nothing more.
    const replay = await post('paymentProcessing', confirm, token);
    expect(replay.body).toMatchObject({ status: 'success', order_number: number });
    expect(await mailsFor(number)).toBe(1);
    expect(await stockOf(jhumka.id)).toBe(3);
    expect((await post('getOrderDetail', { trans_id: number }, token)).body.row_orders_data).toMatchObject({
      trans_order_number: number,
      trans_amt: 28840,
      trans_method: 'UPI',
    });
    // Once paid, the key answers with the order instead of opening another payment.
    expect((await post('createTempOrder', body, key('online-1'))).body).toMatchObject({
      status: 'success',
      message: orderMessages.placed,
      order_number: number,
      temp_razorpay_order_id: '',
      order_token: 'order-key-online-1',
    });
  });

  it('lets only the order’s own guest or customer confirm it, and checks the stored provider order', async () => {
    const cuff = await simpleProduct(db(), 'Silver Cuff', '9000.00', '9000.00', null);
    const temp = await post('createTempOrder', upi([line(cuff, 1)]), key('owner-1'));
    const number = String(temp.body.temp_trans_order_id);
    const paid = await paidResponse(db(), String(temp.body.temp_razorpay_order_id));
    const stranger = await post(
      'paymentProcessing',
      { ...paid, temp_trans_order_id: number },
      { 'X-Order-Token': 'order-key-someone' },
    );
    expect(stranger.body).toMatchObject({ status: 'error', message: orderMessages.paymentNotFound });
    const meera = await signedInShopper(db(), 'Meera');
    const customer = await post(
      'paymentProcessing',
      { ...paid, temp_trans_order_id: number },
      { Authorization: `Bearer ${meera.token}` },
    );
    expect(customer.body.status).toBe('error');
    // A payment signed for another provider order does not pay this one.
    const other = await post('createTempOrder', upi([line(cuff, 1)]), key('owner-2'));
    const foreign = await paidResponse(db(), String(other.body.temp_razorpay_order_id));
    const swapped = await post('paymentProcessing', { ...foreign, temp_trans_order_id: number }, key('owner-1'));
    expect(swapped.body).toMatchObject({ status: 'error', message: orderMessages.paymentUnverified });
    expect((await orderOf(number))?.payment).toBe('awaiting');
    // The guest who made it (the Idempotency-Key it was made with is its token) may.
    const mine = await post('paymentProcessing', { ...paid, temp_trans_order_id: number }, key('owner-1'));
    expect(mine.body).toMatchObject({ status: 'success', order_number: number });
  });

  it('gives the last piece to exactly one of 20 temporary orders racing for it', async () => {
    const ring = await simpleProduct(db(), 'One of a Kind Jadau Ring', '91000.00', '88000.00', 1);
    const racers = Array.from({ length: 20 }, (_, i) =>
      post('createTempOrder', upi([line(ring, 1, { product_availability_status: 1 })]), key(`online-race-${i}`)),
    );
    const answers = await Promise.all(racers);
    expect(answers.filter((a) => a.body.status === 'success')).toHaveLength(1);
    for (const loser of answers.filter((a) => a.body.status !== 'success')) {
      expect(loser.body).toMatchObject({ message: orderMessages.lineStops, temp_razorpay_order_id: '' });
      expect(loser.body.updatedSessionData?.[0]).toMatchObject({ product_item_status: true });
    }
    expect(await stockOf(ring.id)).toBe(0);
  });

  it("empties a customer's bag only once the payment is verified", async () => {
    const asha = await signedInShopper(db(), 'Asha');
    const bearer = { Authorization: `Bearer ${asha.token}` };
    await post('userAddressProcess', { ...guestAddress().user_address, ua_fname: 'Asha' }, bearer);
    const dupatta = await simpleProduct(db(), 'Bandhani Dupatta', '6000.00', '5500.00', 2);
    await db().insert(cartLines).values({ customerId: asha.id, productId: dupatta.id, quantity: 2 });
    const temp = await post(
      'createTempOrder',
      guestOrder([], { paymentMethod: 'Wallet', parsedAddressSession: null }),
      {
        ...bearer,
        ...key('asha-1'),
      },
    );
    expect(temp.body).toMatchObject({ status: 'success', name: 'Asha', amount: 1_133_000 });
    expect(temp.body.order_token).toBeUndefined();
    expect(await db().$count(cartLines, eq(cartLines.customerId, asha.id))).toBe(1);
    const paid = await paidResponse(db(), String(temp.body.temp_razorpay_order_id));
    const done = await post('paymentProcessing', paid, bearer); // found by the provider order id alone
    expect(done.body).toMatchObject({ status: 'success', order_number: temp.body.temp_trans_order_id });
    expect(done.body.order_token).toBeUndefined();
    expect(await db().$count(cartLines, eq(cartLines.customerId, asha.id))).toBe(0);
  });

  it('refuses cash on delivery and an order with nothing to pay online', async () => {
    const piece = await simpleProduct(db(), 'Kalamkari Runner', '2400.00', '2200.00', null);
    const cod = await post('createTempOrder', guestOrder([line(piece, 1)]));
    expect(cod.body).toMatchObject({ status: 'error', message: orderMessages.onlineOnly });
    const empty = await post('createTempOrder', upi([]));
    expect(empty.body).toMatchObject({ status: 'error', message: orderMessages.bagEmpty, amount: 0 });
  });
});
