import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartLine } from '@schemas/cart';
import type { RunningServer } from '../../main';
import { apiCall } from '../../test-support/api-call';
import { START_TIMEOUT_MS, startTestServer } from '../../test-support/test-server';
import { bagMessages } from './bag-messages';
import { signedInShopper, simpleProduct, storedLines, variableProduct } from './bag-test-kit';
import { mergeGuestBag } from './merge-guest-bag';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
}, START_TIMEOUT_MS);
afterAll(() => server?.close());

const db = () => server.database.db;
const guestLine = (product_id: number, product_name: string, quantity: number, terms: string[] = []): CartLine => ({
  product_id,
  product_name,
  product_slug: 'x',
  product_image: '',
  product_type: terms.length > 0 ? 1 : 0,
  // What a guest's browser holds is never trusted: these prices are not read.
  product_price: 1,
  product_selling_price: 1,
  selected_variation: terms.map((t) => ({ attr: 'Metal Colour', terms: t })),
  quantity,
});

describe('mergeGuestBag (issue 9 §5: signing in merges the guest bag)', () => {
  it('adds quantities up, clamps to stock, and reports every line it could not keep whole', async () => {
    const me = await signedInShopper(db());
    const ring = await simpleProduct(db(), 'Kundan Ring', '90000', '90000', 1);
    const earrings = await simpleProduct(db(), 'Chandbali Earrings', '24000', '21600', 3);
    const stole = await simpleProduct(db(), 'Ajrakh Stole', '1850', '1850', null);
    const swatch = await simpleProduct(db(), 'Sample Swatch', '100', '0', null);
    const { product: jhumka, variations } = await variableProduct(db(), 'Jhumka', [['Gold', '12000', '11000', 10]]);
    // Already in the customer's bag: 2 earrings.
    await apiCall(server.app, 'addToCartSession', { product_id: earrings.id }, { Authorization: `Bearer ${me.token}` });
    await apiCall(server.app, 'addToCartSession', { product_id: earrings.id }, { Authorization: `Bearer ${me.token}` });

    const { changes } = await mergeGuestBag(db(), me.id, [
      guestLine(ring.id, 'Kundan Ring', 2),
      guestLine(earrings.id, 'Chandbali Earrings', 2),
      guestLine(stole.id, 'Ajrakh Stole', 3),
      guestLine(swatch.id, 'Sample Swatch', 1),
      guestLine(jhumka.id, 'Jhumka', 2, ['gold']),
      guestLine(jhumka.id, 'Jhumka', 1, ['Platinum']),
      guestLine(2_000_000, 'Vintage Brooch', 1),
    ]);

    expect(changes).toEqual([
      'Only 1 of Kundan Ring could be kept: it is one of a kind.',
      'Only 3 of Chandbali Earrings could be kept: that is all we have in stock.',
      'Sample Swatch cannot be bought at the moment, so it could not be kept in your bag.',
      'Jhumka is no longer available, so it could not be kept in your bag.',
      'Vintage Brooch is no longer available, so it could not be kept in your bag.',
    ]);
    expect(await storedLines(db(), me.id)).toEqual([
      [earrings.id, null, 3],
      [ring.id, null, 1],
      [stole.id, null, 3],
      [jhumka.id, variations[0], 2],
    ]);
  });

  it('merges into an empty bag without a word when everything fits', async () => {
    const me = await signedInShopper(db());
    const saree = await simpleProduct(db(), 'Banarasi Saree', '32500.50', '29999.99', null);
    expect(await mergeGuestBag(db(), me.id, [guestLine(saree.id, 'Banarasi Saree', 2)])).toEqual({ changes: [] });
    const reply = await apiCall(
      server.app,
      'cartSessionData',
      { coupon_session: null },
      { Authorization: `Bearer ${me.token}` },
    );
    const { data } = (await reply.json()) as { data: { resCartData: CartLine[]; cartSummary: unknown } };
    expect(data.resCartData.map((l) => [l.product_selling_price, l.quantity])).toEqual([[29999.99, 2]]);
    expect(data.cartSummary).toMatchObject({ itemTotal: 65001, total_amount: 59999.98 });
  });
});

describe('addToCart (guest check, spec: shell §7)', () => {
  const check = async (body: unknown) => (await apiCall(server.app, 'addToCart', body)).json();

  it('says whether the product and variation can go in the bag', async () => {
    const stole = await simpleProduct(db(), 'Ikat Stole', '2200', '2000', null);
    const free = await simpleProduct(db(), 'Free Pouch', '0', '0', null);
    const { product } = await variableProduct(db(), 'Nath', [['Rose Gold', '9000', '9000', 2]]);
    expect(await check({ product_id: stole.id, product_variation: '', quantity: 1 })).toEqual({
      status: 'success',
      message: bagMessages.available,
    });
    expect(await check({ product_id: free.id, quantity: 1 })).toEqual({
      status: 'error',
      message: 'Internal Error, Please try later.',
    });
    const variation = (terms: string) => JSON.stringify([{ attr: 'Metal Colour', terms }]);
    expect((await check({ product_id: product.id, product_variation: variation('Rose Gold') })).status).toBe('success');
    expect(await check({ product_id: product.id, product_variation: variation('Copper') })).toEqual({
      status: 'error',
      message: bagMessages.unavailable,
    });
  });
});
