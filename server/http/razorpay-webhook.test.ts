import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../main';
import { emailOutbox, orders, paymentEvents } from '../db/schema';
import { START_TIMEOUT_MS, startTestServer } from '../test-support/test-server';
import { simpleProduct } from '../handlers/cart/bag-test-kit';
import { guestOrder, key, line, seedCheckout } from '../handlers/checkout/order-test-kit';
import { deliverWebhook, paidResponse, paymentEvent, post } from '../handlers/checkout/payment-test-kit';
import { storedSandboxSecret } from '../payments/sandbox';
import { hmacHex } from '../payments/signature';
import { webhookMessages } from './razorpay-webhook';

let server: RunningServer;
const db = () => server.database.db;

beforeAll(async () => {
  server = await startTestServer();
  await seedCheckout(db());
}, START_TIMEOUT_MS);
afterAll(() => server?.close());

const orderOf = async (number: string) => (await db().select().from(orders).where(eq(orders.number, number)))[0];
const mailsFor = (number: string) =>
  db().$count(emailOutbox, eq(emailOutbox.subject, `Your Padmakshya order ${number}`));

async function tempOrder(k: string) {
  const piece = await simpleProduct(db(), 'Zardozi Clutch', '8000.00', '7500.00', 3);
  const answer = await post(
    server.app,
    'createTempOrder',
    guestOrder([line(piece, 1)], { paymentMethod: 'Net Banking' }),
    key(k),
  );
  return {
    number: String(answer.body.temp_trans_order_id),
    providerOrderId: String(answer.body.temp_razorpay_order_id),
    amount: Number(answer.body.amount),
  };
}

describe('POST /web-api/razorpay-webhook (issue 10 §4)', () => {
  it('refuses a bad signature with a 400 and changes nothing', async () => {
    const order = await tempOrder('hook-bad');
    const body = paymentEvent('payment.captured', order.providerOrderId, 'pay_BadSig0000001', order.amount);
    const wrong = await deliverWebhook(server.app, db(), body, 'evt_bad_1', 'a'.repeat(64));
    expect(wrong).toEqual({ status: 400, body: { status: 'error', message: webhookMessages.badSignature } });
    const unsigned = await server.app.request('/web-api/razorpay-webhook', { method: 'POST', body });
    expect(unsigned.status).toBe(400);
    // The signature covers the raw bytes: a genuine signature over another body is refused.
    const genuine = hmacHex(await storedSandboxSecret(db()), body);
    const tampered = await deliverWebhook(
      server.app,
      db(),
      body.replace('"amount":', '"amount": '),
      'evt_bad_2',
      genuine,
    );
    expect(tampered.status).toBe(400);
    expect(await orderOf(order.number)).toMatchObject({ payment: 'awaiting', paymentId: null });
    expect(await db().$count(paymentEvents)).toBe(0);
    expect(await mailsFor(order.number)).toBe(0);
  });

  it('pays an order whose browser callback never came, once, and the late callback answers the same order', async () => {
    const order = await tempOrder('hook-1');
    const body = paymentEvent('payment.captured', order.providerOrderId, 'pay_Hook00000001', order.amount);
    const first = await deliverWebhook(server.app, db(), body, 'evt_hook_1');
    expect(first).toEqual({ status: 200, body: { status: 'success', message: 'handled' } });
    expect(await orderOf(order.number)).toMatchObject({ payment: 'paid', paymentId: 'pay_Hook00000001' });
    expect(await mailsFor(order.number)).toBe(1);

    // Razorpay delivers the same event again: ignored.
    const repeat = await deliverWebhook(server.app, db(), body, 'evt_hook_1');
    expect(repeat.body).toEqual({ status: 'success', message: 'repeat' });
    // order.paid for the same payment, as Razorpay also sends: nothing more happens.
    const orderPaid = paymentEvent('order.paid', order.providerOrderId, 'pay_Hook00000001', order.amount);
    expect((await deliverWebhook(server.app, db(), orderPaid, 'evt_hook_2')).status).toBe(200);
    expect(await mailsFor(order.number)).toBe(1);

    // The browser's callback arrives after all.
    const paid = await paidResponse(db(), order.providerOrderId, 'pay_Hook00000001');
    const late = await post(server.app, 'paymentProcessing', paid, key('hook-1'));
    expect(late.body).toMatchObject({ status: 'success', order_number: order.number });
    expect(await mailsFor(order.number)).toBe(1);
  });

  it('never moves a paid order back: a payment.failed after the capture leaves it paid', async () => {
    const order = await tempOrder('hook-2');
    const captured = paymentEvent('payment.captured', order.providerOrderId, 'pay_Hook00000002', order.amount);
    const failed = paymentEvent('payment.failed', order.providerOrderId, 'pay_Hook00000003', order.amount);
    await deliverWebhook(server.app, db(), captured, 'evt_hook_3');
    const answer = await deliverWebhook(server.app, db(), failed, 'evt_hook_4');
    expect(answer.status).toBe(200);
    expect(await orderOf(order.number)).toMatchObject({ payment: 'paid', paymentId: 'pay_Hook00000002' });
  });

  it('pays nothing for a captured amount that is not the order’s', async () => {
    const order = await tempOrder('hook-3');
    const short = paymentEvent('payment.captured', order.providerOrderId, 'pay_Hook00000004', order.amount - 100);
    expect((await deliverWebhook(server.app, db(), short, 'evt_hook_5')).status).toBe(200);
    expect(await orderOf(order.number)).toMatchObject({ payment: 'awaiting' });
  });
});
