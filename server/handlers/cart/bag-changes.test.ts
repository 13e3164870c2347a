import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartResponse } from '@schemas/cart';
import type { RunningServer } from '../../main';
import { apiCall } from '../../test-support/api-call';
import { START_TIMEOUT_MS, startTestServer } from '../../test-support/test-server';
import { bagMessages } from './bag-messages';
import { signedInShopper, simpleProduct, storedLines, variableProduct } from './bag-test-kit';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
}, START_TIMEOUT_MS);
afterAll(() => server?.close());

const db = () => server.database.db;
type Bag = CartResponse['data'];
const call = async (
  name: 'cartSessionData' | 'addToCartSession' | 'minusToCartSession' | 'removeCartProduct',
  token: string | null,
  body: unknown,
  key?: string,
): Promise<Bag> => {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (key) headers['Idempotency-Key'] = key;
  const res = await apiCall(server.app, name, body, headers);
  expect(res.status).toBe(200);
  return ((await res.json()) as CartResponse).data;
};

describe('the signed-in bag (spec: shell §4, §7)', () => {
  it('says "Session expired" without a session and changes nothing', async () => {
    const ring = await simpleProduct(db(), 'Temple Ring', '5000', '4500', null);
    for (const token of [null, 'not-a-session-token']) {
      const reply = await call('addToCartSession', token, { product_id: ring.id, quantity: 1 });
      expect(reply).toMatchObject({ status: 'error', message: 'Session expired', resCartData: [] });
      expect((await call('cartSessionData', token, { coupon_session: null })).message).toBe('Session expired');
    }
  });

  it('adds one per action at the database price, whatever the request says', async () => {
    const me = await signedInShopper(db());
    const stole = await simpleProduct(db(), 'Ajrakh Stole', '1850.00', '1665.50', null);
    const line = { product_id: stole.id, product_price: 1, product_selling_price: 0.5, quantity: 7 };
    await call('addToCartSession', me.token, line);
    const reply = await call('addToCartSession', me.token, line);
    expect(reply.status).toBe('success');
    expect(reply.resCartData).toHaveLength(1);
    expect(reply.resCartData[0]).toMatchObject({
      product_id: stole.id,
      product_name: 'Ajrakh Stole',
      product_price: 1850,
      product_selling_price: 1665.5,
      quantity: 2,
      product_availability_status: 0,
      product_item_status: false,
      cart_user_id: me.id,
    });
    // Tiny fixtures: free shipping from ₹25,000 and no charge configured below it.
    expect(reply.cartSummary).toEqual({
      itemTotal: 3700,
      discount: 369,
      total_amount: 3331,
      shipping_charge: 0,
      sellingTotal: 3331,
    });
    expect(await call('cartSessionData', me.token, { coupon_session: null })).toEqual(
      reply.status && {
        ...reply,
        message: bagMessages.loaded,
      },
    );
  });

  it("adds a variable product's chosen variation, and refuses one that does not exist", async () => {
    const me = await signedInShopper(db());
    const { product, variations } = await variableProduct(db(), 'Jhumka', [
      ['Gold', '12000', '11000', 4],
      ['Silver', '8000', '8000', null],
    ]);
    const reply = await call('addToCartSession', me.token, {
      product_id: product.id,
      selected_variation: [{ attr: 'metal colour', terms: 'SILVER' }],
    });
    expect(reply.resCartData[0]).toMatchObject({
      product_price: 8000,
      selected_variation: [{ attr: 'Metal Colour', terms: 'Silver', terms_type: 1 }],
    });
    const bronze = await call('addToCartSession', me.token, {
      product_id: product.id,
      product_variation: JSON.stringify([{ attr: 'Metal Colour', terms: 'Bronze' }]),
    });
    expect(bronze).toMatchObject({ status: 'error', message: bagMessages.unavailable });
    expect(await storedLines(db(), me.id)).toEqual([[product.id, variations[1], 1]]);
  });

  it('refuses a selling price not above 0 with "Internal Error, Please try later." and adds nothing', async () => {
    const me = await signedInShopper(db());
    const free = await simpleProduct(db(), 'Sample Swatch', '100', '0', null);
    const reply = await call('addToCartSession', me.token, { product_id: free.id, product_selling_price: 100 });
    expect(reply).toMatchObject({ status: 'error', message: 'Internal Error, Please try later.', resCartData: [] });
    expect(await storedLines(db(), me.id)).toEqual([]);
  });

  it('keeps a one-of-a-kind piece at 1 and says why', async () => {
    const me = await signedInShopper(db());
    const ring = await simpleProduct(db(), 'Kundan Ring', '90000', '90000', 1);
    expect((await call('addToCartSession', me.token, { product_id: ring.id })).status).toBe('success');
    const again = await call('addToCartSession', me.token, { product_id: ring.id });
    expect(again).toMatchObject({
      status: 'error',
      message: 'Only 1 of Kundan Ring can be in your bag: it is one of a kind.',
    });
    expect(again.resCartData[0]).toMatchObject({ quantity: 1, product_availability_status: 1 });
  });

  it('decreases, removes at 1, and removes a line', async () => {
    const me = await signedInShopper(db());
    const a = await simpleProduct(db(), 'Bangle', '3000', '3000', null);
    const b = await simpleProduct(db(), 'Anklet', '2000', '2000', null);
    await call('addToCartSession', me.token, { product_id: a.id });
    await call('addToCartSession', me.token, { product_id: a.id });
    const both = await call('addToCartSession', me.token, { product_id: b.id });
    const [lineA, lineB] = both.resCartData;
    let reply = await call('minusToCartSession', me.token, { cart_id: lineA!.cart_id, cart_user_id: me.id });
    expect(reply.resCartData.map((l) => l.quantity)).toEqual([1, 1]);
    reply = await call('minusToCartSession', me.token, { cart_id: lineA!.cart_id, cart_user_id: me.id });
    expect(reply.resCartData.map((l) => l.product_id)).toEqual([b.id]);
    reply = await call('removeCartProduct', me.token, { cart_id: lineB!.cart_id });
    expect(reply).toMatchObject({ status: 'success', resCartData: [], cartSummary: { itemTotal: 0 } });
  });

  it("treats another customer's line as not found and leaves it alone", async () => {
    const owner = await signedInShopper(db(), 'Asha');
    const other = await signedInShopper(db(), 'Ravi');
    const saree = await simpleProduct(db(), 'Kanjeevaram Saree', '45000', '42000', null);
    const [line] = (await call('addToCartSession', owner.token, { product_id: saree.id })).resCartData;
    const tries = [
      await call('minusToCartSession', other.token, { cart_id: line!.cart_id, cart_user_id: other.id }),
      await call('minusToCartSession', other.token, { cart_id: line!.cart_id, cart_user_id: owner.id }),
      await call('removeCartProduct', other.token, { cart_id: line!.cart_id }),
    ];
    for (const reply of tries) expect(reply).toMatchObject({ status: 'error', message: bagMessages.lineNotFound });
    expect(await storedLines(db(), owner.id)).toEqual([[saree.id, null, 1]]);
  });

  it('applies a change once per Idempotency-Key and replays the first reply', async () => {
    const me = await signedInShopper(db());
    const necklace = await simpleProduct(db(), 'Polki Necklace', '150000', '140000', null);
    const body = { product_id: necklace.id };
    const first = await call('addToCartSession', me.token, body, 'tap-0001-abcdef');
    const replay = await call('addToCartSession', me.token, body, 'tap-0001-abcdef');
    expect(replay).toEqual(first);
    const together = await Promise.all(
      [1, 2, 3].map(() => call('addToCartSession', me.token, body, 'tap-0002-abcdef')),
    );
    expect(together.map((r) => r.resCartData[0]?.quantity)).toEqual([2, 2, 2]);
    expect(await storedLines(db(), me.id)).toEqual([[necklace.id, null, 2]]);
    // The same key from another customer is their own.
    const other = await signedInShopper(db(), 'Kabir');
    expect((await call('addToCartSession', other.token, body, 'tap-0001-abcdef')).resCartData[0]?.quantity).toBe(1);
  });

  it('never loses an increment when two tabs add at once', async () => {
    const me = await signedInShopper(db());
    const dupatta = await simpleProduct(db(), 'Phulkari Dupatta', '6000', '5400', 50);
    await Promise.all([1, 2, 3, 4, 5, 6].map(() => call('addToCartSession', me.token, { product_id: dupatta.id })));
    expect(await storedLines(db(), me.id)).toEqual([[dupatta.id, null, 6]]);
  });

  it('refuses an over-long variation with a 400 and stores nothing', async () => {
    const me = await signedInShopper(db());
    const res = await apiCall(
      server.app,
      'addToCartSession',
      { product_id: 1, selected_variation: [{ attr: 'x'.repeat(101), terms: 'y' }] },
      { Authorization: `Bearer ${me.token}` },
    );
    expect(res.status).toBe(400);
    expect(await storedLines(db(), me.id)).toEqual([]);
  });
});
