import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giftCardPurchaseMessages as form } from '@domain/gift-card';
import type { RunningServer } from '../../main';
import { emailOutbox, giftCardOrders, giftCards } from '../../db/schema';
import { START_TIMEOUT_MS, startTestServer } from '../../test-support/test-server';
import { signedInShopper } from '../cart/bag-test-kit';
import { deliverWebhook, paidResponse, paymentEvent, post as postTo } from '../checkout/payment-test-kit';
import { giftCardOrderMessages as said } from './gift-card-messages';

let server: RunningServer;
const db = () => server.database.db;
const post = (name: Parameters<typeof postTo>[1], body: unknown, headers?: Record<string, string>) =>
  postTo(server.app, name, body, headers);

beforeAll(async () => {
  server = await startTestServer();
}, START_TIMEOUT_MS);
afterAll(() => server?.close());

const purchase = (extra: Record<string, unknown> = {}) => ({
  amount: 21000,
  reciepient_name: 'Ishita Rao',
  reciepient_mail: 'ishita.rao@example.in',
  reciepient_mobile: '9812345678',
  ...extra,
});

describe('gift card purchase (shell §2 "Gift card purchase", "Gift card confirmation"; issue 10 §5)', () => {
  it('is for signed-in customers only', async () => {
    const guest = await post('creategiftcardTempOrder', purchase());
    expect(guest.body).toMatchObject({ status: 'error', message: said.signIn, temp_trans_order_id: '' });
    expect(await db().$count(giftCardOrders)).toBe(0);
  });

  it("refuses a bad form with a 400 and the spec's messages, storing nothing", async () => {
    const vikram = await signedInShopper(db(), 'Vikram');
    const bearer = { Authorization: `Bearer ${vikram.token}` };
    const empty = await post(
      'creategiftcardTempOrder',
      purchase({ reciepient_name: ' ', reciepient_mail: '', reciepient_mobile: '' }),
      bearer,
    );
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({
      reciepient_name: [form.recipientName],
      reciepient_mail: [form.recipientEmail],
      reciepient_mobile: [form.recipientMobile],
    });
    const bad = await post(
      'creategiftcardTempOrder',
      purchase({ reciepient_mail: 'ishita@rao', amount: 15000 }),
      bearer,
    );
    expect(bad.body.errors).toEqual({ amount: [form.amount], reciepient_mail: [form.invalidEmail] });
    expect(form.amount).toBe('Please choose a gift card of ₹11,000.00, ₹21,000.00 or ₹51,000.00');
    expect(await db().$count(giftCardOrders)).toBe(0);
  });

  it('takes the payment, issues a unique card for a year, e-mails its code to the recipient, once', async () => {
    const anaya = await signedInShopper(db(), 'Anaya');
    const bearer = { Authorization: `Bearer ${anaya.token}` };
    const headers = { ...bearer, 'Idempotency-Key': 'gift-key-0001' };
    const temp = await post('creategiftcardTempOrder', purchase(), headers);
    expect(temp.body).toMatchObject({
      status: 'success',
      message: said.awaitingPayment,
      amount: 2_100_000,
      currency: 'INR',
      key: 'rzp_sandbox_padmakshya',
      script_url: '/sandbox-pay/checkout.js',
      name: 'Anaya',
      email: expect.stringMatching(/^anaya-.*@example\.in$/),
    });
    const number = String(temp.body.temp_trans_order_id);
    const providerOrderId = String(temp.body.temp_razorpay_order_id);
    expect(number).toMatch(/^PDG-[0-9A-Z]{10}$/);
    expect((await post('creategiftcardTempOrder', purchase(), headers)).body).toMatchObject({
      temp_trans_order_id: number,
      temp_razorpay_order_id: providerOrderId,
    });
    // Nothing to see before it is paid.
    expect((await post('getgiftcardOrderDetail', { trans_id: number }, bearer)).body.status).toBe('error');

    const paid = await paidResponse(db(), providerOrderId);
    const forged = await post('giftcardpaymentProcessing', { ...paid, signature: '0'.repeat(64) }, bearer);
    expect(forged.body).toMatchObject({ status: 'error', message: said.paymentUnverified });
    const someoneElse = await signedInShopper(db(), 'Dev');
    const stolen = await post('giftcardpaymentProcessing', paid, { Authorization: `Bearer ${someoneElse.token}` });
    expect(stolen.body).toMatchObject({ status: 'error', message: said.paymentNotFound });
    expect(await db().$count(giftCards, eq(giftCards.buyerCustomerId, anaya.id))).toBe(0);

    const done = await post('giftcardpaymentProcessing', { ...paid, temp_trans_order_id: number }, bearer);
    expect(done.body).toEqual({ status: 'success', order_number: number, message: said.paid });
    expect((await post('giftcardpaymentProcessing', paid, bearer)).body).toMatchObject({ order_number: number });
    // The webhook's report of the same payment changes nothing either.
    await deliverWebhook(
      server.app,
      db(),
      paymentEvent('payment.captured', providerOrderId, paid.paymentId, 2_100_000),
      'evt_gift_1',
    );

    const cards = await db().select().from(giftCards).where(eq(giftCards.buyerCustomerId, anaya.id));
    expect(cards).toHaveLength(1);
    const card = cards[0]!;
    expect(card.code).toMatch(/^PDMK-GIFT-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(card).toMatchObject({ amount: '21000.00', recipientEmail: 'ishita.rao@example.in', redeemedAt: null });
    const days = (card.expiresAt.getTime() - card.issuedAt.getTime()) / 86_400_000;
    expect(days).toBe(365);

    const toRecipient = await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'ishita.rao@example.in'));
    expect(toRecipient).toHaveLength(1);
    expect(toRecipient[0]?.body).toContain(`Your gift card code: ${card.code}`);
    expect(toRecipient[0]?.body).toContain('₹21,000.00');
    const receipt = await db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, `Your Padmakshya gift card order ${number}`));
    expect(receipt).toHaveLength(1);
    expect(receipt[0]?.body).toContain(`Transaction id: ${paid.paymentId}`);

    const detail = await post('getgiftcardOrderDetail', { trans_id: number }, bearer);
    expect(detail.body).toMatchObject({
      status: 'success',
      row_orders_data: {
        gt_unique_id: number,
        gt_user_name: 'Anaya',
        gt_giftcard_code: card.code,
        gt_amount: 21000,
        gt_user_email: expect.stringMatching(/^anaya-/),
        reciepient_name: 'Ishita Rao',
        reciepient_mail: 'ishita.rao@example.in',
        gt_transaction_id: paid.paymentId,
      },
    });
    // Only for the customer who bought it.
    const other = await post(
      'getgiftcardOrderDetail',
      { trans_id: number },
      { Authorization: `Bearer ${someoneElse.token}` },
    );
    expect(other.body).toMatchObject({ status: 'error', row_orders_data: null });
    expect((await post('getgiftcardOrderDetail', { trans_id: number })).body.status).toBe('error');

    // The card pays for an order like any other.
    const applied = await post('select-giftcard', { gift_card: card.code.toLowerCase(), cart_total: 30000 });
    expect(applied.body).toMatchObject({ status: 'success', gt_amount: 21000 });
  });

  it('is paid by the webhook when the browser never confirms', async () => {
    const kiran = await signedInShopper(db(), 'Kiran');
    const temp = await post('creategiftcardTempOrder', purchase({ amount: '11000' }), {
      Authorization: `Bearer ${kiran.token}`,
    });
    const providerOrderId = String(temp.body.temp_razorpay_order_id);
    await deliverWebhook(
      server.app,
      db(),
      paymentEvent('payment.captured', providerOrderId, 'pay_GiftHook00001', 1_100_000),
      'evt_gift_2',
    );
    const [order] = await db().select().from(giftCardOrders).where(eq(giftCardOrders.providerOrderId, providerOrderId));
    expect(order).toMatchObject({ payment: 'paid', paymentId: 'pay_GiftHook00001', amount: '11000.00' });
    expect(order?.giftCardId).not.toBeNull();
  });
});
