import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../main';
import { apiCall } from '../test-support/api-call';
import { START_TIMEOUT_MS, startTestServer } from '../test-support/test-server';
import { DEFAULT_FIXTURES_DIR } from './fixture-files';
import { orders, products } from './schema';
import { readCustomers } from './seed-customers';
import { readDemoOrders } from './seed-orders';

// The demo orders (fixtures/checkout/demo-orders.json; README "Demo orders"), seeded on a fresh database through
// the order transaction, with their statuses, dates and chosen addresses. Tiny fixtures keep the numbers known.
const root = fileURLToPath(new URL('../..', import.meta.url));
const address = (apartment: string) => ({
  first_name: 'Kavya',
  last_name: 'Nair',
  mobile: '9833056789',
  apartment,
  street: '14 Carter Road, Bandra West',
  pincode: '400050',
  state: 'Maharashtra',
  city: 'Mumbai',
  type: 'Home',
});
const pearl = {
  product_id: 9,
  product_name: 'Pearl Jhumka',
  product_slug: 'pearl-jhumka',
  product_sku: 'SKU-9',
  product_description: 'Freshwater pearls.',
  product_price: '9000.00',
  product_selling_price: '8500.00',
  product_stock: 10,
  product_type: 0,
  cat_slug: 'necklaces',
  images: ['/media/products/pearl-jhumka.webp'],
};
const placed = (
  number: string,
  status: number,
  addressIndex: number,
  dates: Record<string, string>,
  method = 'COD',
) => ({
  number,
  customer: 'kavya.nair@example.in',
  address: addressIndex,
  method,
  status,
  lines: [{ slug: 'pearl-jhumka', quantity: 2 }],
  dates,
});

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer({
    fixtures: {
      'checkout/geography.json': JSON.parse(
        readFileSync(join(root, 'fixtures/checkout/geography.json'), 'utf8'),
      ) as unknown,
      'customers.json': [
        {
          first_name: 'Kavya',
          last_name: 'Nair',
          email: 'kavya.nair@example.in',
          mobile: '9833056789',
          password: 'Ikat@2026',
          addresses: [address('Flat 702'), address('Studio 3')],
        },
      ],
      'catalogue/products.json': [pearl],
      'checkout/demo-orders.json': {
        orders: [
          placed('PDK-KN7Q3M9X2A', 0, 0, { placed: '2026-11-24T06:10:00Z' }),
          placed('PDK-KN4H8R2V6C', 1, 1, { placed: '2026-11-23T06:10:00Z', confirmed: '2026-11-23T08:00:00Z' }, 'UPI'),
          placed('PDK-KN2B6J8Y4E', 3, 0, {
            placed: '2026-11-20T06:10:00Z',
            confirmed: '2026-11-20T08:00:00Z',
            delivered: '2026-11-26T08:00:00Z',
          }),
        ],
      },
    },
  });
}, START_TIMEOUT_MS);
afterAll(() => server?.close());

describe('the demo orders', () => {
  it('are placed for their customer with server totals, statuses, dates and the chosen address', async () => {
    const login = await apiCall(server.app, 'logincheck', {
      user_email: 'kavya.nair@example.in',
      user_password: 'Ikat@2026',
      session_data: [],
      user_type: 1,
    });
    const token = String(((await login.json()) as { user_token: string }).user_token);
    const res = await apiCall(server.app, 'get-order-data', undefined, { Authorization: `Bearer ${token}` });
    const list = ((await res.json()) as { orderList: Record<string, unknown>[] }).orderList;
    expect(list.map((o) => [o.trans_id, o.orderstatus])).toEqual([
      ['PDK-KN7Q3M9X2A', 'Order Placed'],
      ['PDK-KN4H8R2V6C', 'Confirmed'],
      ['PDK-KN2B6J8Y4E', 'Delivered'],
    ]);
    // 2 × ₹8,500 = ₹17,000 (list ₹18,000, ₹1,000 off) + 3% GST ₹510, no shipping in the test store → ₹17,510.
    expect(list[0]).toMatchObject({
      item_sub_total: 18000,
      trans_discount_amount: 1000,
      trans_tax: 510,
      trans_amt: 17510,
    });
    expect(list[1]).toMatchObject({
      trans_method: 'UPI',
      trans_datetime: '2026-11-23T06:10:00.000Z',
      trans_confirmed_date: '2026-11-23T08:00:00.000Z',
      trans_delivery_address: { ua_apartment: 'Studio 3' },
    });
    expect(list[2]).toMatchObject({ trans_delivered_date: '2026-11-26T08:00:00.000Z', trans_user_name: 'Kavya Nair' });
    const [row] = await server.database.db.select().from(orders).where(eq(orders.number, 'PDK-KN4H8R2V6C'));
    expect(row).toMatchObject({ payment: 'paid', guestTokenHash: null });
    // The two open orders hold their pieces; the delivered one holds none.
    const [stock] = await server.database.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.slug, 'pearl-jhumka'));
    expect(stock?.stock).toBe(6);
  });

  it('in the real fixtures belong to demo customers and their saved addresses', () => {
    const customers = readCustomers(DEFAULT_FIXTURES_DIR);
    const demo = readDemoOrders(DEFAULT_FIXTURES_DIR);
    expect(new Set(demo.map((o) => o.status))).toEqual(new Set([0, 1, 2, 3, 4, 5]));
    for (const order of demo) {
      const owner = customers.find((c) => c.email === order.customer);
      expect(owner?.addresses?.[order.address], order.number).toBeDefined();
    }
  });
});
