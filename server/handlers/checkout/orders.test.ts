import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../main';
import { apiCall } from '../../test-support/api-call';
import { START_TIMEOUT_MS, startTestServer } from '../../test-support/test-server';
import { cartLines, couponUses, emailOutbox, giftCards, orderItems, orders, products } from '../../db/schema';
import { signedInShopper, simpleProduct } from '../cart/bag-test-kit';
import { checkoutMessages as say } from './checkout-messages';
import { lineProblems } from './order-lines';
import { guestAddress, guestOrder, key, line, seedCheckout } from './order-test-kit';
import { hashOrderToken, orderMessages } from './place-order';

let server: RunningServer;
const db = () => server.database.db;

beforeAll(async () => {
  server = await startTestServer();
  await seedCheckout(db());
}, START_TIMEOUT_MS);
afterAll(() => server?.close());

type Answer = Record<string, unknown> & { updatedSessionData?: Record<string, unknown>[] };
const post = async (
  name: 'makeCodOrder' | 'checkOrderSummary',
  body: unknown,
  headers: Record<string, string> = {},
) => {
  const res = await apiCall(server.app, name, body, headers);
  return { status: res.status, body: (await res.json()) as Answer };
};
const stockOf = async (id: number) =>
  (await db().select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]?.stock;

describe('makeCodOrder (issue 10 §3)', () => {
  it("places a guest's order with every amount from the database, once per key", async () => {
    const jhumka = await simpleProduct(db(), 'Meenakari Jhumka', '30000.00', '28000.00', 5);
    // The request claims a price of ₹1 and shipping of ₹0: neither is read.
    const body = guestOrder([line(jhumka, 2, { product_price: 1, product_selling_price: 28000 })], {
      parsedCouponSession: { promo_code: 'FESTIVE2000', promo_id: 1, discount_amount: 99999 },
      shippingCharge: 1,
    });
    const first = await post('makeCodOrder', body, key('guest-1'));
    expect(first.body).toMatchObject({
      status: 'success',
      message: orderMessages.placed,
      order_token: 'order-key-guest-1',
    });
    const number = String(first.body.order_number);
    expect(number).toMatch(/^PDK-[0-9A-Z]{10}$/);

    const [order] = await db().select().from(orders).where(eq(orders.number, number));
    // ₹60,000 list, ₹4,000 off, FESTIVE2000 ₹2,000 → taxable ₹54,000, GST ₹1,620, free shipping → ₹55,620.
    expect(order).toMatchObject({
      itemTotal: '60000.00',
      discount: '4000.00',
      couponCode: 'FESTIVE2000',
      couponAmount: '2000.00',
      shipping: '0.00',
      tax: '1620.00',
      total: '55620.00',
      method: 'COD',
      email: 'kavya.menon@example.in',
      note: 'Please gift wrap.',
      customerId: null,
      guestTokenHash: hashOrderToken('order-key-guest-1'),
    });
    expect(order?.address).toMatchObject({
      ua_city_name: 'Jaipur',
      ua_state_name: 'Rajasthan',
      ua_country_name: 'India',
    });
    const items = await db().select().from(orderItems).where(eq(orderItems.orderId, order!.id));
    expect(items.map((i) => [i.title, i.quantity, i.sellingPrice, i.madeToOrder])).toEqual([
      ['Meenakari Jhumka', 2, '28000.00', false],
    ]);
    expect(await stockOf(jhumka.id)).toBe(3);
    const mail = await db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, `Your Padmakshya order ${number}`));
    expect(mail[0]?.toAddress).toBe('kavya.menon@example.in');
    expect(mail[0]?.body).toContain('₹55,620.00');

    // The same request again (a retry, a double tap): the same order, nothing taken twice.
    const again = await post('makeCodOrder', body, key('guest-1'));
    expect(again.body).toMatchObject({ status: 'success', order_number: number });
    expect(await stockOf(jhumka.id)).toBe(3);
    expect(await db().$count(orders, eq(orders.idempotencyKey, 'order-key-guest-1'))).toBe(1);
  });

  it('sells the last piece to exactly one of 20 orders racing for it', async () => {
    const ring = await simpleProduct(db(), 'One of a Kind Polki Ring', '91000.00', '88000.00', 1);
    const racers = Array.from({ length: 20 }, (_, i) =>
      post(
        'makeCodOrder',
        guestOrder([line(ring, 1, { product_selling_price: 88000, product_availability_status: 1 })]),
        key(`race-${i}`),
      ),
    );
    const answers = await Promise.all(racers);
    expect(answers.filter((a) => a.body.status === 'success')).toHaveLength(1);
    const losers = answers.filter((a) => a.body.status !== 'success');
    expect(losers).toHaveLength(19);
    for (const loser of losers) {
      expect(loser.body.message).toBe(orderMessages.lineStops);
      expect(loser.body.updatedSessionData?.[0]).toMatchObject({
        product_item_status: true,
        product_availability_status: 0,
      });
    }
    expect(await stockOf(ring.id)).toBe(0);
    const sold = await db().select().from(orderItems).where(eq(orderItems.productId, ring.id));
    expect(sold).toHaveLength(1);
  });

  it('sells the last pieces once when orders race for them with their lines in opposite orders', async () => {
    // On PostgreSQL these orders run side by side (on PGlite one at a time): each must end as if it had run
    // alone, with no deadlock between an order taking A then B and one taking B then A.
    const earrings = await simpleProduct(db(), 'Chandbali Earrings', '26000.00', '25000.00', 3);
    const bangles = await simpleProduct(db(), 'Kundan Bangles', '36000.00', '35000.00', 3);
    const shown = (p: { id: number; name: string }, selling: number) =>
      line(p, 1, { product_selling_price: selling, product_availability_status: 1 });
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        post(
          'makeCodOrder',
          guestOrder(
            i % 2 === 0
              ? [shown(earrings, 25000), shown(bangles, 35000)]
              : [shown(bangles, 35000), shown(earrings, 25000)],
          ),
          key(`opposite-${i}`),
        ),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    expect(answers.filter((a) => a.body.status === 'success')).toHaveLength(3);
    for (const loser of answers.filter((a) => a.body.status !== 'success')) {
      expect(loser.body.message).toBe(orderMessages.lineStops);
      // Each line as it is now: sold out, so made to order.
      for (const stopped of loser.body.updatedSessionData ?? []) {
        expect(stopped).toMatchObject({ product_availability_status: 0 });
      }
    }
    expect([await stockOf(earrings.id), await stockOf(bangles.id)]).toEqual([0, 0]);
  });

  it('spends a gift card in one of two orders racing for it, and undoes the other whole', async () => {
    const saree = await simpleProduct(db(), 'Kanjeevaram Silk Saree', '45000.00', '42000.00', 10);
    const [card] = await db()
      .insert(giftCards)
      .values({ code: 'PDMK-RACE-0001', amount: '11000.00', expiresAt: new Date(Date.now() + 86_400_000) })
      .returning();
    const order = (i: number) =>
      post(
        'makeCodOrder',
        guestOrder([line(saree, 1)], {
          parsedGiftCardSession: { gt_giftcard_code: 'PDMK-RACE-0001', gt_id: card!.id },
        }),
        key(`card-${i}`),
      );
    const answers = await Promise.all([order(1), order(2)]);
    expect(answers.map((a) => a.body.status).sort()).toEqual(['error', 'success']);
    expect(answers.find((a) => a.body.status === 'error')?.body.message).toBe(say.giftCardSpent);
    const [spent] = await db().select().from(giftCards).where(eq(giftCards.id, card!.id));
    expect(spent?.redeemedOrderNumber).toBe(answers.find((a) => a.body.status === 'success')?.body.order_number);
    // The refused order took no saree from stock.
    expect(await stockOf(saree.id)).toBe(9);
  });

  it('stops on a changed price or a gone product, flags the line, and stores nothing', async () => {
    const stole = await simpleProduct(db(), 'Pashmina Stole', '9000.00', '8500.00', null);
    const before = await db().$count(orders);
    const changed = await post(
      'makeCodOrder',
      guestOrder([line(stole, 1, { product_selling_price: 7999 })]),
      key('price'),
    );
    expect(changed.body).toMatchObject({ status: 'error', message: orderMessages.lineStops });
    expect(changed.body.updatedSessionData?.[0]).toMatchObject({
      product_selling_price: 8500,
      product_item_status: true,
    });
    const gone = await post(
      'makeCodOrder',
      guestOrder([line({ id: 999_999, name: 'Vanished Anklet' }, 1)]),
      key('gone'),
    );
    expect(gone.body.updatedSessionData?.[0]).toMatchObject({ product_item_status: true });
    expect(await db().$count(orders)).toBe(before);
    const summary = await post('checkOrderSummary', {
      parsedCartSession: [line(stole, 2, { product_selling_price: 7999 })],
    });
    expect(summary.body).toMatchObject({ status: 'error', message: lineProblems.priceChanged('Pashmina Stole') });
    expect(summary.body.cartSummary).toMatchObject({ itemTotal: 18000, total_amount: 17000 });
  });

  it("places a customer's order from their bag and default address, empties the bag, and keeps a coupon to one use", async () => {
    const rohan = await signedInShopper(db(), 'Rohan');
    const bearer = { Authorization: `Bearer ${rohan.token}` };
    const noAddress = await post('makeCodOrder', guestOrder([], { parsedAddressSession: null }), {
      ...bearer,
      ...key('c0'),
    });
    expect(noAddress.body.message).toBe(orderMessages.bagEmpty);
    const kada = await simpleProduct(db(), 'Temple Kada', '12000.00', '11000.00', null);
    await db().insert(cartLines).values({ customerId: rohan.id, productId: kada.id, quantity: 1 });
    expect((await post('makeCodOrder', guestOrder([]), { ...bearer, ...key('c1') })).body.message).toBe(
      orderMessages.noAddress,
    );
    await apiCall(server.app, 'userAddressProcess', { ...guestAddress().user_address, ua_fname: 'Rohan' }, bearer);

    const withCoupon = guestOrder([], { parsedAddressSession: null, parsedCouponSession: { promo_code: 'WELCOME10' } });
    const placed = await post('makeCodOrder', withCoupon, { ...bearer, ...key('c2') });
    expect(placed.body).toMatchObject({ status: 'success' });
    expect(placed.body.order_token).toBeUndefined();
    const [order] = await db()
      .select()
      .from(orders)
      .where(eq(orders.number, String(placed.body.order_number)));
    // ₹11,000 bag, WELCOME10 10% = ₹1,100 → ₹9,900 + GST ₹297 (the test store sets no shipping) → ₹10,197.
    expect(order).toMatchObject({
      customerId: rohan.id,
      couponAmount: '1100.00',
      tax: '297.00',
      shipping: '0.00',
      total: '10197.00',
    });
    expect((order?.address as { ua_fname?: string }).ua_fname).toBe('Rohan');
    expect(await db().$count(cartLines, eq(cartLines.customerId, rohan.id))).toBe(0);
    expect(await db().$count(couponUses, eq(couponUses.customerId, rohan.id))).toBe(1);

    await db().insert(cartLines).values({ customerId: rohan.id, productId: kada.id, quantity: 1 });
    const second = await post('makeCodOrder', withCoupon, { ...bearer, ...key('c3') });
    expect(second.body).toMatchObject({ status: 'error', message: say.couponUsed });
    // Another customer replaying Rohan's key gets nothing of his.
    const kabir = await signedInShopper(db(), 'Kabir');
    const stolen = await post('makeCodOrder', withCoupon, { Authorization: `Bearer ${kabir.token}`, ...key('c2') });
    expect(stolen.body).toMatchObject({ status: 'error', order_number: '', message: orderMessages.notYours });
  });

  it('refuses another payment method, and a bad address with field messages', async () => {
    const piece = await simpleProduct(db(), 'Ikat Cushion Cover', '2400.00', '2200.00', null);
    expect((await post('makeCodOrder', guestOrder([line(piece, 1)], { paymentMethod: 'UPI' }))).body.message).toBe(
      orderMessages.codOnly,
    );
    const bad = guestOrder([line(piece, 1)], {
      parsedAddressSession: {
        ...guestAddress(),
        user_email: 'kavya@',
        user_address: { ...guestAddress().user_address, ua_pincode: '' },
      },
    });
    const answer = await post('makeCodOrder', bad);
    expect(answer.status).toBe(400);
    expect((answer.body as { errors?: Record<string, string[]> }).errors).toEqual({
      'parsedAddressSession.user_email': ['Please enter valid Email Address'],
      'parsedAddressSession.user_address.ua_pincode': ['Please enter Pincode'],
    });
  });
});
