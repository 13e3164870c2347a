import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@domain/messages';
import { couponUses } from '../../db/schema';
import { insertCheckout, readCheckoutSeed } from '../../db/seed-checkout';
import type { RunningServer } from '../../main';
import { apiCall } from '../../test-support/api-call';
import { START_TIMEOUT_MS, startTestServer } from '../../test-support/test-server';
import { signedInShopper, simpleProduct } from '../cart/bag-test-kit';
import { cartLines } from '../../db/schema';
import { checkoutMessages as say, couponMinimum } from './checkout-messages';

let server: RunningServer;
const db = () => server.database.db;

beforeAll(async () => {
  server = await startTestServer();
  // The demo codes of fixtures/checkout, dated from now (README).
  await db().transaction((tx) => insertCheckout(tx, readCheckoutSeed('fixtures')));
}, START_TIMEOUT_MS);
afterAll(() => server?.close());

const call = async (name: 'select-coupon' | 'select-giftcard', body: unknown, token?: string) => {
  const res = await apiCall(server.app, name, body, token ? { Authorization: `Bearer ${token}` } : {});
  return {
    status: res.status,
    body: (await res.json()) as Record<string, unknown> & { data?: Record<string, unknown> },
  };
};
const coupon = (promo_code: string, cart_total: number, token?: string) =>
  call('select-coupon', { promo_code, cart_total }, token);
const giftCard = (gift_card: string, cart_total: number, token?: string) =>
  call('select-giftcard', { gift_card, cart_total }, token);

describe('select-coupon (shell §7, issue 10 §1)', () => {
  it("gives a guest the coupon's discount on the bag's total, whatever the case of the code", async () => {
    const { body } = await coupon(' festive2000 ', 30_000);
    expect(body.data).toMatchObject({
      status: 'success',
      discount_amount: 2000,
      promo_code: 'FESTIVE2000',
      notification: say.couponApplied,
    });
    expect(body.data?.promo_id).toBeGreaterThan(0);
  });

  it('refuses an unknown, retired, ended or coming code and a bag under the minimum, each with its reason', async () => {
    const cases: [string, number, string][] = [
      ['NOPE', 30_000, say.couponUnknown],
      ['WEAVERS20', 30_000, say.couponUnknown],
      ['MONSOON15', 30_000, say.couponEnded],
      ['NEWYEAR500', 30_000, say.couponNotYet],
      ['FESTIVE2000', 24_999.99, couponMinimum(2_500_000)],
      ['BRIDAL5', 0, say.bagEmpty],
    ];
    for (const [code, total, notification] of cases) {
      const { status, body } = await coupon(code, total);
      expect(status, code).toBe(200);
      expect(body.data, code).toEqual({
        status: 'error',
        discount_amount: 0,
        promo_id: 0,
        promo_code: '',
        notification,
      });
    }
    expect(couponMinimum(2_500_000)).toBe('This coupon needs a bag of at least ₹25,000.00.');
  });

  it("reads a customer's bag from the database, not the total the request claims", async () => {
    const shopper = await signedInShopper(db(), 'Kavya');
    const piece = await simpleProduct(db(), 'Polki Choker', '62000.00', '60000.00', 3);
    await db().insert(cartLines).values({ customerId: shopper.id, productId: piece.id, quantity: 2 });
    // 5% of ₹1,20,000.00 is ₹6,000.00, capped at ₹15,000: the claimed ₹10,00,000 changes nothing.
    const { body } = await coupon('BRIDAL5', 1_000_000, shopper.token);
    expect(body.data).toMatchObject({ status: 'success', discount_amount: 6000 });
    // And a claimed small total does not hide a bag large enough.
    expect((await coupon('BRIDAL5', 1, shopper.token)).body.data?.status).toBe('success');
  });

  it('keeps a once-per-customer coupon to signed-in customers who have not used it', async () => {
    expect((await coupon('WELCOME10', 8000)).body.data?.notification).toBe(say.couponSignIn);
    const shopper = await signedInShopper(db(), 'Ira');
    const piece = await simpleProduct(db(), 'Silver Anklet Pair', '8200.00', '8000.00', null);
    await db().insert(cartLines).values({ customerId: shopper.id, productId: piece.id, quantity: 1 });
    const first = await coupon('WELCOME10', 8000, shopper.token);
    expect(first.body.data).toMatchObject({ status: 'success', discount_amount: 800 });
    await db()
      .insert(couponUses)
      .values({ couponId: Number(first.body.data?.promo_id), customerId: shopper.id, orderNumber: 'T-1' });
    expect((await coupon('WELCOME10', 8000, shopper.token)).body.data?.notification).toBe(say.couponUsed);
  });

  it('answers a stale token with "Session expired", and a missing or oversized code with a 400', async () => {
    expect((await coupon('FESTIVE2000', 30_000, 'not-a-session')).body.data?.notification).toBe(
      messages.sessionExpired,
    );
    const empty = await coupon('  ', 30_000);
    expect(empty.status).toBe(400);
    expect((empty.body as { errors?: Record<string, string[]> }).errors?.promo_code).toEqual([messages.couponRequired]);
    const long = await coupon('X'.repeat(41), 30_000);
    expect(long.status).toBe(400);
    expect((await call('select-coupon', { promo_code: 'FESTIVE2000', cart_total: -5 })).status).toBe(400);
  });
});

describe('select-giftcard (shell §7, issue 10 §1)', () => {
  it('gives the amount of a valid card that the bag can use in full', async () => {
    const { body } = await giftCard('pdmk-gift-11000', 14_350);
    expect(body).toMatchObject({
      status: 'success',
      gt_amount: 11000,
      gt_giftcard_code: 'PDMK-GIFT-11000',
      notification: say.giftCardApplied,
    });
  });

  it('refuses an unknown, spent or expired card, and one larger than what is left to pay', async () => {
    const cases: [string, number, string][] = [
      ['PDMK-NOPE-0000', 30_000, say.giftCardUnknown],
      ['PDMK-GIFT-SPENT', 30_000, say.giftCardSpent],
      ['PDMK-GIFT-EXPIRED', 30_000, say.giftCardExpired],
      ['PDMK-GIFT-21000', 20_999.99, 'This gift card is redeemable only in full, on an order of at least ₹21,000.00.'],
    ];
    for (const [code, total, notification] of cases) {
      const { body } = await giftCard(code, total);
      expect(body, code).toEqual({ status: 'error', gt_amount: 0, gt_id: 0, gt_giftcard_code: '', notification });
    }
    const empty = await giftCard('', 30_000);
    expect(empty.status).toBe(400);
    expect((empty.body as { errors?: Record<string, string[]> }).errors?.gift_card).toEqual([
      messages.giftCardRequired,
    ]);
  });

  it('never lets a customer claim more than the bag the database holds', async () => {
    const shopper = await signedInShopper(db(), 'Tara');
    const piece = await simpleProduct(db(), 'Chanderi Stole', '5200.00', '4800.00', null);
    await db().insert(cartLines).values({ customerId: shopper.id, productId: piece.id, quantity: 1 });
    const { body } = await giftCard('PDMK-GIFT-11000', 50_000, shopper.token);
    expect(body.notification).toBe('This gift card is redeemable only in full, on an order of at least ₹11,000.00.');
  });
});
