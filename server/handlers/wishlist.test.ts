import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@domain/messages';
import { contract, type CallName, type CallResponse } from '@schemas/contract';
import { emailOutbox, wishlistItems } from '../db/schema';
import type { RunningServer } from '../main';
import { apiCall } from '../test-support/api-call';
import { START_TIMEOUT_MS, startTestServer } from '../test-support/test-server';
import { accountMessages } from './account-messages';
import { signedInShopper, simpleProduct, variableProduct } from './cart/bag-test-kit';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
}, START_TIMEOUT_MS);
afterAll(() => server?.close());

const db = () => server.database.db;
const as = (token: string) => ({ Authorization: `Bearer ${token}` });
/** Calls `name` and reads its answer with the contract's response schema (a 400 answers `refused`). */
const call = async <N extends CallName>(name: N, body: unknown, token?: string) => {
  const res = await apiCall(server.app, name, body, token ? as(token) : {});
  const json: unknown = await res.json();
  if (res.status !== 200) return { status: res.status, body: undefined, refused: json as { errors: object } };
  return { status: res.status, body: contract[name].response.parse(json) as CallResponse<N>, refused: undefined };
};

describe('the wishlist', () => {
  it('toggles a product in and out from the server, with the count and the spec toasts', async () => {
    const meera = await signedInShopper(db(), 'Meera');
    const choker = await simpleProduct(db(), 'Emerald Choker', '68500.00', '61650.00', 2);
    const added = await call('addToFavList', { product_id: choker.id }, meera.token);
    expect(added.body).toMatchObject({
      status: 'success',
      data: { status: 'success', notification: messages.wishlistAdded, count: 1 },
    });
    expect(added.body?.data.ufp_id).toBeGreaterThan(0);
    expect((await call('getFavCount', undefined, meera.token)).body).toMatchObject({ status: 'success', count: 1 });

    const removed = await call('add-to-fav', { product_id: choker.id, selected_variation: [] }, meera.token);
    expect(removed.body?.data).toEqual({
      status: 'success',
      notification: messages.wishlistRemoved,
      count: 0,
      ufp_id: 0,
    });
  });

  it('keeps the chosen variation and prices each item from the database', async () => {
    const kabir = await signedInShopper(db(), 'Kabir');
    const { product, variations } = await variableProduct(db(), 'Polki Ring', [
      ['Gold', '42000.00', '39900.50', 3],
      ['Rose Gold', '45000.00', '43000.00', null],
    ]);
    const plain = await simpleProduct(db(), 'Ikat Dupatta', '4200.00', '3800.00', null);
    const chosen = [{ attr: 'Metal Colour', terms: 'rose gold' }];
    await call('add-to-fav', { product_id: product.id, selected_variation: chosen }, kabir.token);
    await call('addToFavList', { product_id: plain.id }, kabir.token);
    const { body } = await call('user-fav-data', undefined, kabir.token);
    expect(body?.status).toBe('success');
    const favdata = body?.favdata ?? [];
    expect(favdata.map((i) => i.product.product_id)).toEqual([plain.id, product.id]);
    const ring = favdata[1];
    expect(ring?.product).toMatchObject({
      product_price: 45000,
      product_selling_price: 43000,
      variation_id: variations[1],
    });
    expect(ring?.ufp_product_data).toMatchObject({
      product_variation: 'Rose Gold',
      selected_variation: [{ attr: 'Metal Colour', terms: 'Rose Gold' }],
    });
    expect(favdata[0]?.product).toMatchObject({ product_selling_price: 3800, variation_id: undefined });
  });

  it("touches only the caller's own rows", async () => {
    const [asha, rohan] = [await signedInShopper(db(), 'Asha'), await signedInShopper(db(), 'Rohan')];
    const saree = await simpleProduct(db(), 'Kanjeevaram Saree', '24000.00', '22000.00', 4);
    await call('addToFavList', { product_id: saree.id }, asha.token);
    expect((await call('remove-fav-wishlist', { product_id: saree.id }, rohan.token)).body).toEqual({
      status: 'error',
      message: accountMessages.notInWishlist,
      count: 0,
    });
    expect((await call('user-fav-data', undefined, rohan.token)).body?.favdata).toEqual([]);
    expect(await db().$count(wishlistItems, eq(wishlistItems.customerId, asha.id))).toBe(1);
    expect((await call('remove-fav-wishlist', { product_id: saree.id }, asha.token)).body).toMatchObject({
      status: 'success',
      count: 0,
    });
  });

  it('answers "Session expired" to a guest and refuses an unknown product', async () => {
    for (const name of ['addToFavList', 'remove-fav-wishlist'] as const) {
      expect((await call(name, { product_id: 1 })).body).toMatchObject({
        status: 'error',
        message: messages.sessionExpired,
      });
    }
    expect((await call('user-fav-data', undefined, 'stale')).body).toMatchObject({ message: messages.sessionExpired });
    const meera = await signedInShopper(db(), 'Nila');
    expect((await call('addToFavList', { product_id: 999_999 }, meera.token)).body).toMatchObject({
      status: 'error',
      data: { notification: accountMessages.productGone, ufp_id: 0 },
    });
  });
});

describe('Drop a Hint (recipentprocess)', () => {
  const hint = {
    recipents_name: 'Kavya Menon',
    recipents_email: 'kavya@example.in',
    recipents_user_name: 'Arjun Menon',
    recipents_user_email: 'arjun@example.in',
  };

  it('writes the hint e-mail naming the product with a link', async () => {
    const bangle = await simpleProduct(db(), 'Jadau Bangle', '31000.00', '29500.00', 1);
    const { body } = await call('recipentprocess', { ...hint, recipents_product_id: bangle.id });
    expect(body).toEqual({ status: 'success', message: accountMessages.hintSent });
    const [mail] = await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'kavya@example.in'));
    expect(mail?.subject).toBe('Arjun Menon has dropped you a hint');
    expect(mail?.body).toContain('Jadau Bangle');
    expect(mail?.body).toContain(`/product/${bangle.slug}`);
  });

  it('refuses an unknown product and writes nothing', async () => {
    const before = await db().$count(emailOutbox);
    expect((await call('recipentprocess', { ...hint, recipents_product_id: 999_999 })).body).toEqual({
      status: 'error',
      message: accountMessages.productGone,
    });
    expect(await db().$count(emailOutbox)).toBe(before);
  });

  it("gets a 400 with the spec's messages for missing or malformed fields", async () => {
    const res = await call('recipentprocess', {
      recipents_name: ' ',
      recipents_email: 'kavya',
      recipents_user_name: '',
      recipents_user_email: '',
      recipents_product_id: 1,
    });
    expect(res.status).toBe(400);
    expect(res.refused?.errors).toEqual({
      recipents_name: [messages.hintRecipientName],
      recipents_email: [messages.invalidEmail],
      recipents_user_name: ['Please enter the Sender Name'],
      recipents_user_email: ['Please enter the Sender Email'],
    });
  });
});
