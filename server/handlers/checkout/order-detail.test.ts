import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../main';
import { apiCall } from '../../test-support/api-call';
import { START_TIMEOUT_MS, startTestServer } from '../../test-support/test-server';
import { cartLines } from '../../db/schema';
import { signedInShopper, simpleProduct } from '../cart/bag-test-kit';
import { guestAddress, guestOrder, key, line, seedCheckout } from './order-test-kit';

let server: RunningServer;
const db = () => server.database.db;

beforeAll(async () => {
  server = await startTestServer();
  await seedCheckout(db());
}, START_TIMEOUT_MS);
afterAll(() => server?.close());

const post = async (body: unknown, headers: Record<string, string> = {}) => {
  const res = await apiCall(server.app, 'makeCodOrder', body, headers);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

describe('getOrderDetail (shell §7, issue 10 §3: only its owner sees an order)', () => {
  const detail = async (trans_id: string, headers: Record<string, string> = {}) =>
    (await (await apiCall(server.app, 'getOrderDetail', { trans_id }, headers)).json()) as {
      status: string;
      message?: string;
      row_orders_data?: Record<string, unknown> & { items?: Record<string, unknown>[] };
    };

  it("shows a guest's order to the browser holding its token, and to nobody else", async () => {
    const cushion = await simpleProduct(db(), 'Block Print Cushion', '3200.00', '2900.00', null);
    const placed = await post(guestOrder([line(cushion, 2)]), key('detail-guest'));
    const number = String(placed.body.order_number);
    const token = String(placed.body.order_token);

    const seen = await detail(number, { 'X-Order-Token': token });
    expect(seen.status).toBe('success');
    expect(seen.row_orders_data).toMatchObject({
      trans_order_number: number,
      trans_user_name: 'Kavya Menon',
      trans_method: 'COD',
      item_sub_total: 6400,
      trans_discount_amount: 600,
      trans_tax: 174,
      trans_amt: 5974,
      trans_delivery_address: { ua_city_name: 'Jaipur' },
    });
    expect(seen.row_orders_data?.items).toEqual([
      expect.objectContaining({ td_item_title: 'Block Print Cushion', td_item_qty: 2, td_item_sellling_price: 2900 }),
    ]);

    const notFound = { status: 'error', message: 'Order not found', row_orders_data: null };
    expect(await detail(number)).toEqual(notFound);
    expect(await detail(number, { 'X-Order-Token': 'order-key-someone-else' })).toEqual(notFound);
    const stranger = await signedInShopper(db(), 'Nisha');
    expect(await detail(number, { Authorization: `Bearer ${stranger.token}` })).toEqual(notFound);
    expect(await detail('PDK-0000000000', { 'X-Order-Token': token })).toEqual(notFound);
  });

  it("shows a customer's order to that customer only", async () => {
    const dev = await signedInShopper(db(), 'Dev');
    const bearer = { Authorization: `Bearer ${dev.token}` };
    const ring = await simpleProduct(db(), 'Silver Toe Ring', '1800.00', '1800.00', null);
    await db().insert(cartLines).values({ customerId: dev.id, productId: ring.id, quantity: 1 });
    await apiCall(server.app, 'userAddressProcess', { ...guestAddress().user_address, ua_fname: 'Dev' }, bearer);
    const placed = await post(guestOrder([], { parsedAddressSession: null }), {
      ...bearer,
      ...key('detail-customer'),
    });
    const number = String(placed.body.order_number);
    expect((await detail(number, bearer)).status).toBe('success');
    const other = await signedInShopper(db(), 'Anya');
    expect((await detail(number, { Authorization: `Bearer ${other.token}` })).status).toBe('error');
    expect((await detail(number, { 'X-Order-Token': 'order-key-detail-customer' })).status).toBe('error');
  });
});
