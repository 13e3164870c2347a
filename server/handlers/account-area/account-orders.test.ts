import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANCEL_REASONS } from '@domain/order-status';
import type { RunningServer } from '../../main';
import { cartLines, couponUses, emailOutbox, giftCards, orderRefunds, orders, products } from '../../db/schema';
import { START_TIMEOUT_MS, startTestServer } from '../../test-support/test-server';
import { simpleProduct } from '../cart/bag-test-kit';
import { seedCheckout } from '../checkout/order-test-kit';
import { post as postTo } from '../checkout/payment-test-kit';
import { accountAreaMessages as say } from './account-area-messages';
import { placeCod, placePaid, shopperWithAddress } from './account-area-test-kit';
import { setOrderStatus } from './set-order-status';

let server: RunningServer;
const db = () => server.database.db;
const post = (name: Parameters<typeof postTo>[1], body: unknown, headers?: Record<string, string>) =>
  postTo(server.app, name, body, headers);
const get = async (name: 'recent-order' | 'get-order-data', headers: Record<string, string>) =>
  postTo(server.app, name, undefined, headers);
const reason = CANCEL_REASONS[0];

beforeAll(async () => {
  server = await startTestServer();
  await seedCheckout(db());
}, START_TIMEOUT_MS);
afterAll(() => server?.close());

const stockOf = async (id: number) =>
  (await db().select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]?.stock;
const orderOf = async (number: string) => (await db().select().from(orders).where(eq(orders.number, number)))[0];

describe("the account's orders (issue 11 §2, §3)", () => {
  it("lists the customer's placed orders newest first, with labels, ISO dates, rupees and line totals", async () => {
    const asha = await shopperWithAddress(server.app, db(), 'Asha');
    const jhumka = await simpleProduct(db(), 'Pearl Jhumka', '9000.00', '8500.00', 10);
    const stole = await simpleProduct(db(), 'Mulmul Stole', '3000.00', '2499.50', null);
    const first = await placeCod(server.app, db(), asha, [
      { product: jhumka, quantity: 2 },
      { product: stole, quantity: 1 },
    ]);
    const numbers = [first];
    for (let i = 0; i < 5; i += 1)
      numbers.push(await placeCod(server.app, db(), asha, [{ product: stole, quantity: 1 }]));
    // An online order still awaiting payment is not an order.
    await db().insert(cartLines).values({ customerId: asha.id, productId: stole.id, quantity: 1 });
    const awaiting = await post(
      'createTempOrder',
      {
        paymentMethod: 'UPI',
        shippingCharge: 0,
        parsedAddressSession: null,
        parsedCartSession: [],
        parsedCouponSession: null,
        parsedGiftCardSession: null,
        textarea: '',
      },
      { ...asha.bearer, 'Idempotency-Key': 'asha-awaiting-1' },
    );
    expect(awaiting.body.status).toBe('success');
    await setOrderStatus(db(), first, 2, new Date('2026-11-14T11:15:00Z'));

    const history = await get('get-order-data', asha.bearer);
    const list = history.body.orderList as Record<string, unknown>[];
    expect(list.map((o) => o.trans_id)).toEqual([...numbers].reverse());
    const oldest = list.at(-1)!;
    expect(oldest).toMatchObject({
      trans_id: first,
      trans_order_number: first,
      trans_status: 2,
      orderstatus: 'Shipped',
      trans_shiped_date: '2026-11-14T11:15:00.000Z',
      trans_pickedup_date: '2026-11-14T11:15:00.000Z',
      trans_delivered_date: null,
      trans_cancelled_date: null,
      trans_method: 'COD',
      item_sub_total: 21000,
      trans_discount_amount: 1500.5,
      trans_user_mobile: '9847012345',
    });
    expect(String(oldest.trans_datetime)).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);
    expect(oldest.items).toEqual([
      expect.objectContaining({
        td_item_title: 'Pearl Jhumka',
        td_item_qty: 2,
        td_item_sellling_price: 8500,
        td_item_net_price: 17000,
      }),
      expect.objectContaining({ td_item_title: 'Mulmul Stole', td_item_qty: 1, td_item_net_price: 2499.5 }),
    ]);
    const recent = await get('recent-order', asha.bearer);
    expect((recent.body.resOrderData as { trans_id: string }[]).map((o) => o.trans_id)).toEqual(
      [...numbers].reverse().slice(0, 5),
    );

    const detail = await post('get-order-detail', { trans_id: ` ${first} ` }, asha.bearer);
    expect(detail.body).toMatchObject({
      status: 'success',
      row_orders_data: { trans_id: first, orderstatus: 'Shipped' },
    });
    const unknown = await post('get-order-detail', { trans_id: 'PDK-NOSUCHORDR' }, asha.bearer);
    expect(unknown.body).toEqual({ status: 'error', message: 'Order not found', row_orders_data: null });
  });

  it('answers "Session expired" without a live session', async () => {
    expect((await get('get-order-data', {})).body).toMatchObject({ status: 'error', message: say.sessionExpired });
    const cancel = await post(
      'cancel-order',
      { trans_id: 'PDK-0000000000', order_reason: reason },
      { Authorization: 'Bearer nope' },
    );
    expect(cancel.body).toMatchObject({ status: 'error', data: { status: 'error', notification: say.sessionExpired } });
  });
});

describe('cancel-order (catalogue §4, §5; issue 11 §4)', () => {
  it('cancels at status 0 only: every other status changes nothing and says so', async () => {
    const ravi = await shopperWithAddress(server.app, db(), 'Ravi');
    const bangle = await simpleProduct(db(), 'Temple Bangle', '9000.00', '8000.00', 20);
    for (const status of [1, 2, 3, 4, 5]) {
      const number = await placeCod(server.app, db(), ravi, [{ product: bangle, quantity: 1 }]);
      await setOrderStatus(db(), number, status);
      const stock = await stockOf(bangle.id);
      const before = await orderOf(number);
      const answer = await post('cancel-order', { trans_id: number, order_reason: reason }, ravi.bearer);
      expect(answer.body).toMatchObject({
        status: 'error',
        data: { status: 'error', notification: say.notCancellable },
      });
      expect(await orderOf(number)).toEqual(before);
      expect(await stockOf(bangle.id)).toBe(stock);
    }
    const placed = await placeCod(server.app, db(), ravi, [{ product: bangle, quantity: 3 }]);
    expect(await stockOf(bangle.id)).toBe(12);
    const ok = await post('cancel-order', { trans_id: placed, order_reason: CANCEL_REASONS[5] }, ravi.bearer);
    expect(ok.body).toEqual({
      status: 'success',
      message: '',
      data: { status: 'success', notification: say.orderCancelled },
    });
    expect(await stockOf(bangle.id)).toBe(15);
    expect(await orderOf(placed)).toMatchObject({ status: 4, cancelReason: CANCEL_REASONS[5] });
    expect((await orderOf(placed))?.cancelledAt).toBeInstanceOf(Date);
    const mail = await db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, `Your Padmakshya order ${placed} has been cancelled`));
    expect(mail).toHaveLength(1);
    expect(mail[0]?.body).not.toContain('refunded');

    // A second cancel: nothing more goes back.
    const again = await post('cancel-order', { trans_id: placed, order_reason: reason }, ravi.bearer);
    expect(again.body).toMatchObject({ data: { status: 'error', notification: say.notCancellable } });
    expect(await stockOf(bangle.id)).toBe(15);
    const detail = await post('get-order-detail', { trans_id: placed }, ravi.bearer);
    expect(detail.body.row_orders_data).toMatchObject({
      orderstatus: 'Cancelled',
      trans_cancel_reason: CANCEL_REASONS[5],
    });
  });

  it('puts back only the stock the order took, releases its gift card and its coupon use', async () => {
    const mira = await shopperWithAddress(server.app, db(), 'Mira');
    const saree = await simpleProduct(db(), 'Kanjeevaram Saree', '45000.00', '42000.00', 2);
    const madeToOrder = await simpleProduct(db(), 'Bridal Lehenga', '90000.00', '85000.00', null);
    const [card] = await db()
      .insert(giftCards)
      .values({ code: 'PDMK-CANCEL-01', amount: '11000.00', expiresAt: new Date(Date.now() + 86_400_000) })
      .returning();
    const number = await placeCod(
      server.app,
      db(),
      mira,
      [
        { product: saree, quantity: 2 },
        { product: madeToOrder, quantity: 1 },
      ],
      {
        parsedGiftCardSession: { gt_giftcard_code: 'PDMK-CANCEL-01' },
        parsedCouponSession: { promo_code: 'WELCOME10' },
      },
    );
    expect(await stockOf(saree.id)).toBe(0);
    expect(await db().$count(couponUses, eq(couponUses.orderNumber, number))).toBe(1);
    expect((await db().select().from(giftCards).where(eq(giftCards.id, card!.id)))[0]?.redeemedOrderNumber).toBe(
      number,
    );

    const ok = await post('cancel-order', { trans_id: number, order_reason: reason }, mira.bearer);
    expect(ok.body.data).toMatchObject({ status: 'success' });
    expect(await stockOf(saree.id)).toBe(2);
    expect(await stockOf(madeToOrder.id)).toBeNull();
    expect(await db().$count(couponUses, eq(couponUses.orderNumber, number))).toBe(0);
    expect((await db().select().from(giftCards).where(eq(giftCards.id, card!.id)))[0]).toMatchObject({
      redeemedAt: null,
      redeemedOrderNumber: null,
    });
    // The card can be spent again (asked as a guest: Mira's bag is empty since her order).
    const select = await post('select-giftcard', { gift_card: 'PDMK-CANCEL-01', cart_total: 42000 }, {});
    expect(select.body.status).toBe('success');
  });

  it('refunds a paid online order once, however many cancels race or replay', async () => {
    const dev = await shopperWithAddress(server.app, db(), 'Dev');
    const ring = await simpleProduct(db(), 'Polki Ring', '30000.00', '28000.00', 3);
    const { number, paymentId } = await placePaid(server.app, db(), dev, [{ product: ring, quantity: 1 }]);
    expect(await stockOf(ring.id)).toBe(2);

    const cancels = await Promise.all(
      Array.from({ length: 4 }, () => post('cancel-order', { trans_id: number, order_reason: reason }, dev.bearer)),
    );
    expect(cancels.filter((c) => (c.body.data as { status: string }).status === 'success')).toHaveLength(1);
    expect(await stockOf(ring.id)).toBe(3);
    const refunds = await db().select().from(orderRefunds);
    const mine = refunds.filter((r) => r.paymentId === paymentId);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ state: 'done', amount: '28840.00', idempotencyKey: `refund-${number}` });
    expect(mine[0]?.providerRefundId).toMatch(/^rfnd_/);

    // A replay later: no second refund row, and the provider made one refund.
    await post('cancel-order', { trans_id: number, order_reason: reason }, dev.bearer);
    expect(await db().$count(orderRefunds, eq(orderRefunds.paymentId, paymentId))).toBe(1);
    const mail = await db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, `Your Padmakshya order ${number} has been cancelled`));
    expect(mail).toHaveLength(1);
    expect(mail[0]?.body).toContain('₹28,840.00 you paid will be refunded');
  });
});

describe('bad input to the account area', () => {
  it('is a 400 naming the fields, and changes nothing', async () => {
    const kiran = await shopperWithAddress(server.app, db(), 'Kiran');
    const noReason = await post('cancel-order', { trans_id: 'PDK-0000000000' }, kiran.bearer);
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors).toMatchObject({
      order_reason: expect.arrayContaining(['Please choose cancel reason']),
    });
    const made = await post('cancel-order', { trans_id: '', order_reason: 'Because' }, kiran.bearer);
    expect(made.status).toBe(400);
    expect(Object.keys(made.body.errors as object).sort()).toEqual(['order_reason', 'trans_id']);
    const detail = await post('get-order-detail', { trans_id: 'x'.repeat(100) }, kiran.bearer);
    expect(detail.status).toBe(400);
    const address = await post('removeAddress', { addrid: 'one' }, kiran.bearer);
    expect(address.status).toBe(400);
    expect(Object.keys(address.body.errors as object)).toEqual(['addrid']);
    const password = await post(
      'userchangepassword',
      { user_password: 'Zari2026weave', user_confirm_password: 'Zari2026' },
      kiran.bearer,
    );
    expect(password.status).toBe(400);
    expect(Object.keys(password.body.errors as object)).toContain('user_confirm_password');
  });
});
