import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../main';
import { giftCardOrders, orders, products } from '../../db/schema';
import { START_TIMEOUT_MS, startTestServer } from '../../test-support/test-server';
import { signedInShopper, simpleProduct } from '../cart/bag-test-kit';
import { guestAddress, guestOrder, key, line, seedCheckout } from './order-test-kit';
import { post as postTo } from './payment-test-kit';

// Bad input to the online-payment calls (issue 10 §3–§5): a 400 naming each field, and nothing stored or
// changed: no order, no held piece, no gift card purchase. Their real-data paths are in temp-order.test.ts,
// payment-release.test.ts and gift-cards/gift-card-purchase.test.ts.
let server: RunningServer;
const db = () => server.database.db;
const post = (name: Parameters<typeof postTo>[1], body: unknown, headers?: Record<string, string>) =>
  postTo(server.app, name, body, headers);

beforeAll(async () => {
  server = await startTestServer();
  await seedCheckout(db());
}, START_TIMEOUT_MS);
afterAll(() => server?.close());

const stored = async () => ({
  orders: await db().$count(orders),
  giftCardOrders: await db().$count(giftCardOrders),
  stock: (await db().select({ id: products.id, stock: products.stock }).from(products)).map((p) => p.stock),
});

describe('bad input to the online-payment calls', () => {
  it('createTempOrder: a bad method, quantity or address is a 400 with field messages, nothing held', async () => {
    const piece = await simpleProduct(db(), 'Temple Bangle', '9000.00', '8500.00', 1);
    const before = await stored();
    const badMethod = await post(
      'createTempOrder',
      guestOrder([line(piece, 1)], { paymentMethod: 'Cheque' }),
      key('bad-1'),
    );
    expect(badMethod.status).toBe(400);
    expect(Object.keys(badMethod.body.errors as object)).toContain('paymentMethod');
    const badQuantity = await post(
      'createTempOrder',
      guestOrder([line(piece, 0)], { paymentMethod: 'UPI' }),
      key('bad-2'),
    );
    expect(badQuantity.status).toBe(400);
    const badAddress = await post(
      'createTempOrder',
      guestOrder([line(piece, 1)], {
        paymentMethod: 'UPI',
        parsedAddressSession: { ...guestAddress(), user_email: 'not-an-email' },
      }),
      key('bad-3'),
    );
    expect(badAddress.status).toBe(400);
    expect(await stored()).toEqual(before);
  });

  it('paymentProcessing and cancelTempOrder: missing ids or signature are a 400, nothing paid or released', async () => {
    const before = await stored();
    const missing = await post('paymentProcessing', { paymentId: '', orderId: 'order_x' });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.errors as object).sort()).toEqual(['paymentId', 'signature']);
    const tooLong = await post('paymentProcessing', { paymentId: 'p'.repeat(500), orderId: 'o', signature: 's' });
    expect(tooLong.status).toBe(400);
    const cancel = await post('cancelTempOrder', { temp_trans_order_id: '' });
    expect(cancel.status).toBe(400);
    expect(await stored()).toEqual(before);
  });

  it('giftcardpaymentProcessing and getgiftcardOrderDetail: bad bodies are a 400, nothing issued', async () => {
    const shopper = await signedInShopper(db(), 'Naina');
    const bearer = { Authorization: `Bearer ${shopper.token}` };
    const before = await stored();
    const pay = await post('giftcardpaymentProcessing', { orderId: 'order_x' }, bearer);
    expect(pay.status).toBe(400);
    expect(Object.keys(pay.body.errors as object).sort()).toEqual(['paymentId', 'signature']);
    const detail = await post('getgiftcardOrderDetail', { trans_id: 'x'.repeat(100) }, bearer);
    expect(detail.status).toBe(400);
    expect(await stored()).toEqual(before);
  });
});
