import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallName, CallResponse } from '@schemas/contract';
import { createSession } from '../../auth/session';
import { customers, productVariations, wishlistItems } from '../../db/schema';
import type { RunningServer } from '../../main';
import { apiCall } from '../../test-support/api-call';
import { START_TIMEOUT_MS, startTestServer } from '../../test-support/test-server';
import { signedInShopper } from '../cart/bag-test-kit';
import { sellableItem } from './sellable';
import { UNSELLABLE_ID, VARIABLE_ID, catalogueFixtures } from './test-catalogue';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer({ fixtures: catalogueFixtures });
}, START_TIMEOUT_MS);
afterAll(() => server.close());

async function call<N extends CallName>(name: N, body?: unknown, headers?: Record<string, string>) {
  const res = await apiCall(server.app, name, body, headers);
  return { status: res.status, json: (await res.json()) as CallResponse<N> };
}

const silver8 = [
  { attr: 'Metal Colour', terms: 'Silver' },
  { attr: 'Ring Size', terms: '8' },
];

describe('product-details', () => {
  it('shows a variable product at its default selection: the cheapest variation in stock', async () => {
    const { json } = await call('product-details', { slug: `test-${VARIABLE_ID}` });
    expect(json.status).toBe('success');
    expect(json.selvararray).toEqual([
      { attr: 'Metal Colour', terms: 'Silver', terms_value: '#c4c4c4', terms_type: 1 },
      { attr: 'Ring Size', terms: '8', terms_value: '8', terms_type: 3 },
    ]);
    expect(json.rowProductData).toMatchObject({
      product_sku: 'T-31-S8',
      product_price: 10000,
      product_selling_price: 9000.5,
      product_discount: 999.5,
      product_stock: 3,
      product_moq: 2,
      product_availability_status: 1,
      product_length: 0.9,
      sizeguide: { size_guide_name: 'Ring Size Guide', size_guide_image: '/media/size-guides/rings.webp' },
      ufp_id: 0,
    });
    expect(json.arrayImages).toEqual(['/media/products/test-31-silver.webp']);
    // Pickers: the attributes its variations use, with the terms some variation has (no rose gold, no size 12).
    expect(json.variationData.map((v) => [v.attributes.attribute_name, v.attr_terms.map((t) => t.terms_name)])).toEqual(
      [
        ['Metal Colour', ['Gold', 'Silver']],
        ['Ring Size', ['8', '10']],
      ],
    );
    expect(json.relatedProducts.map((c) => c.product_id)).toEqual([5, 8, 11]);
  });

  it('answers an unknown slug with a business error and no product', async () => {
    const { status, json } = await call('product-details', { slug: 'no-such-product' });
    expect(status).toBe(200);
    expect(json).toMatchObject({ status: 'error', message: 'Product not found' });
    expect(json.rowProductData).toBeUndefined();
  });

  it("marks the signed-in customer's wishlist on the page and on cards, and nobody else's", async () => {
    const db = server.database.db;
    const [customer] = await db
      .insert(customers)
      .values({ firstName: 'Meera', email: 'meera@example.in', passwordHash: 'x' })
      .returning({ id: customers.id });
    const customerId = customer?.id ?? 0;
    const [wish] = await db.insert(wishlistItems).values({ customerId, productId: 5 }).returning();
    const token = await createSession(db, customerId);
    const auth = { Authorization: `Bearer ${token}` };
    const page = await call('product-details', { slug: 'test-5' }, auth);
    expect(page.json.rowProductData?.ufp_id).toBe(wish?.id);
    const related = await call('product-details', { slug: `test-${VARIABLE_ID}` }, auth);
    expect(related.json.relatedProducts.find((c) => c.product_id === 5)?.ufp_id).toBe(wish?.id);
    expect((await call('product-details', { slug: 'test-5' })).json.rowProductData?.ufp_id).toBe(0);
  });
  it('refuses a bad body with a 400 naming the slug, and changes nothing', async () => {
    const before = await server.database.db.select({ n: count() }).from(wishlistItems);
    for (const body of [{ slug: 42 }, { slug: 'x'.repeat(5000) }, { slug: { $ne: '' } }, { slug: ['a'] }]) {
      const { status, json } = await call('product-details', body);
      expect(status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect((json as unknown as { errors: Record<string, string> }).errors).toHaveProperty('slug');
    }
    // No slug at all reads as the empty one (SlugRequestSchema): a product not found, as for an unknown slug.
    expect((await call('product-details', {})).json).toMatchObject({ status: 'error', message: 'Product not found' });
    expect(await server.database.db.select({ n: count() }).from(wishlistItems)).toEqual(before);
  });
});

describe('variation-wise-price', () => {
  it("answers the chosen combination's prices, stock and images; names compare without case", async () => {
    const { json } = await call('variation-wise-price', {
      product_id: VARIABLE_ID,
      variation: [
        { attr: 'ring size', terms: '10 ' },
        { attr: 'Metal Colour', terms: 'GOLD', terms_value: '#000', terms_type: 1 },
      ],
    });
    expect(json).toMatchObject({
      status: 'success',
      data: { pv_sku: 'T-31-G10', pv_price: 18000, pv_sellingprice: 17500, pv_discount: 500, pv_quantity: 0 },
    });
    // A variation without its own images shows the product's.
    expect(json.arrayImages).toEqual([`/media/products/test-${VARIABLE_ID}.webp`]);
    const madeToOrder = await call('variation-wise-price', {
      product_id: VARIABLE_ID,
      variation: [
        { attr: 'Metal Colour', terms: 'Gold' },
        { attr: 'Ring Size', terms: '8' },
      ],
    });
    // Made to order goes on the wire as null (catalogue §4: empty quantity).
    expect(madeToOrder.json.data?.pv_quantity).toBeNull();
  });

  it.each([
    ['a combination no variation has', [{ attr: 'Metal Colour', terms: 'Rose Gold' }, silver8[1]]],
    ['half a combination', [silver8[0]]],
    ['one term too many', [...silver8, { attr: 'Stone', terms: 'Ruby' }]],
    ['no terms', []],
  ])('answers %s with a business error', async (_, variation) => {
    const { status, json } = await call('variation-wise-price', { product_id: VARIABLE_ID, variation });
    expect(status).toBe(200);
    expect(json).toMatchObject({ status: 'error', message: 'This combination is not available' });
  });

  it('refuses a bad body with a 400 and changes nothing', async () => {
    const before = await server.database.db.select({ n: count() }).from(productVariations);
    for (const body of [
      { product_id: 0, variation: silver8 },
      { product_id: VARIABLE_ID, variation: [{ attr: 'x'.repeat(201), terms: '8' }] },
      { product_id: VARIABLE_ID, variation: 'Silver' },
      { product_id: VARIABLE_ID, variation: Array.from({ length: 11 }, () => silver8[0]) },
    ]) {
      expect((await call('variation-wise-price', body)).status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect(await server.database.db.select({ n: count() }).from(productVariations)).toEqual(before);
  });
});

describe('sellableItem', () => {
  it('reads a simple product, a variation and nothing else, in paise', async () => {
    const db = server.database.db;
    expect(await sellableItem(db, 1, [{ attr: 'Anything', terms: 'ignored' }])).toMatchObject({
      productId: 1,
      variationId: null,
      sellingPricePaise: 1_499_999,
      selected_variation: [],
    });
    const item = await sellableItem(db, VARIABLE_ID, silver8);
    const [variation] = await db.select().from(productVariations).where(eq(productVariations.sku, 'T-31-S8'));
    expect(item).toMatchObject({ variationId: variation?.id, pricePaise: 1_000_000, sellingPricePaise: 900_050 });
    expect(item?.stock).toBe(3);
    expect(await sellableItem(db, VARIABLE_ID, [])).toBeNull();
    expect(await sellableItem(db, 9999, [])).toBeNull();
    expect((await sellableItem(db, UNSELLABLE_ID, []))?.sellingPricePaise).toBe(0);
  });
});

describe('getsearchresultdata', () => {
  it('finds any product of the catalogue, a variable one at its cheapest variation', async () => {
    const { json } = await call('getsearchresultdata', { search_filter: `rings ${VARIABLE_ID}` });
    expect(json.data.data).toEqual([
      expect.objectContaining({ product_id: VARIABLE_ID, product_selling_price: 9000.5, product_type: 1 }),
    ]);
    expect((await call('getsearchresultdata', { search_filter: 'Test' })).json.data.data).toHaveLength(32);
  });

  it("marks only the caller's wishlist pieces, whoever searched for the same term first", async () => {
    const db = server.database.db;
    const asha = await signedInShopper(db, 'Asha');
    const ravi = await signedInShopper(db, 'Ravi');
    const search = async (token?: string) =>
      (await call('getsearchresultdata', { search_filter: 'Test' }, token ? { Authorization: `Bearer ${token}` } : {}))
        .json.data.data;
    const guestFirst = await search();
    expect(guestFirst.length).toBeGreaterThan(1);
    const first = guestFirst[0]?.product_id ?? 0;
    const [row] = await db.insert(wishlistItems).values({ customerId: asha.id, productId: first }).returning();
    const marks = async (token?: string) => (await search(token)).filter((c) => c.ufp_id !== 0).map((c) => c.ufp_id);
    expect(await marks(asha.token)).toEqual([row?.id]);
    expect(await marks(ravi.token)).toEqual([]);
    expect(await search()).toEqual(guestFirst);
  });
});

describe('the product page lists', () => {
  it('completeTheLooksData gives the look in order, and nothing for an unknown slug', async () => {
    const { json } = await call('completeTheLooksData', { slug: `test-${VARIABLE_ID}` });
    expect(json.resCompleteTheLooksData.map((c) => c.product_id)).toEqual([2, 1]);
    expect((await call('completeTheLooksData', { slug: 'nope' })).json.resCompleteTheLooksData).toEqual([]);
  });

  it('recommendedproductslist suggests sellable products only', async () => {
    const { json } = await call('recommendedproductslist');
    expect(json.recommendedproducts.length).toBeGreaterThan(0);
    expect(json.recommendedproducts.every((p) => p.product_selling_price > 0)).toBe(true);
  });

  it('categorydetails gives the header, the filter groups of the listing and the theme settings', async () => {
    const { json } = await call('categorydetails', { type: 'category', cat_slug: 'rings' });
    expect(json.aryHeaderDetails).toMatchObject({ title: 'Rings', desc: 'All our rings', showheaderImg: true });
    expect(json.aryHeaderDetails?.tabs).toEqual([{ tab_name: 'Care', tab_description: '<p>Keep dry</p>' }]);
    expect(json.resAttributesData.map((a) => a.attribute_name)).toEqual(['Metal Colour', 'Stone', 'Ring Size']);
    expect(json.themesettings).toMatchObject({ ts_category_show_filter: true, ts_collection_show_filter: false });
    const sarees = await call('categorydetails', { type: 'category', cat_slug: 'sarees' });
    expect(sarees.json.resAttributesData).toEqual([]);
    expect((await call('categorydetails', { type: 'collection', cat_slug: 'rings' })).json.status).toBe('error');
  });

  it('categorydetails refuses a bad body with a 400 naming the field', async () => {
    for (const [body, field] of [
      [{ type: 'brand', cat_slug: 'rings' }, 'type'],
      [{ type: 42, cat_slug: 'rings' }, 'type'],
      [{ type: 'category', cat_slug: 'x'.repeat(5000) }, 'cat_slug'],
      [{ type: 'category', cat_slug: { $ne: '' } }, 'cat_slug'],
    ] as const) {
      const { status, json } = await call('categorydetails', body as never);
      expect(status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect((json as unknown as { errors: Record<string, string> }).errors).toHaveProperty(field);
    }
  });

  it('all-categories-with-products counts every category and lists the terms some product carries', async () => {
    const { json } = await call('all-categories-with-products');
    expect(json.resCategory.map((c) => [c.cat_slug, c.product_count])).toEqual([
      ['necklaces', 11],
      ['rings', 11],
      ['sarees', 10],
    ]);
    expect(json.attributesFilter.flatMap((a) => a.attributeterms.map((t) => t.terms_id))).toEqual([1, 2, 4, 5, 6, 7]);
  });
});
