import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRICE_RANGES } from '@schemas/catalogue-listing';
import type { CallResponse } from '@schemas/contract';
import type { RunningServer } from '../../main';
import { wishlistItems } from '../../db/schema';
import { START_TIMEOUT_MS, startTestServer } from '../../test-support/test-server';
import { signedInShopper } from '../cart/bag-test-kit';
import { LISTING_PAGE_SIZE } from './listing';
import {
  METAL,
  SIZE,
  STONE,
  UNSELLABLE_ID,
  VARIABLE_ID,
  byCents,
  catalogueFixtures,
  inPrice,
  listing,
  matchesTerms,
  termCount,
  testProducts,
  type Query,
} from './test-catalogue';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer({ fixtures: catalogueFixtures });
}, START_TIMEOUT_MS);
afterAll(() => server.close());

type Listing = CallResponse<'product-list'>;
interface Body {
  filterArray?: unknown;
  sort?: unknown;
  priceRange?: unknown;
  slug?: unknown;
  type?: unknown;
}

async function page(body: Body, n?: number | string, token?: string): Promise<{ status: number; json: Listing }> {
  const res = await server.app.request(`/web-api/product-list${n === undefined ? '' : `?page=${n}`}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'x-access-key': 'padmakshya-storefront',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Listing };
}

/** Every page of a listing, in order. */
async function allPages(body: Body): Promise<number[]> {
  const first = await page(body, 1);
  const ids = first.json.resProductsData?.data.map((c) => c.product_id) ?? [];
  for (let n = 2; n <= (first.json.resProductsData?.last_page ?? 1); n += 1) {
    const next = await page(body, n);
    ids.push(...(next.json.resProductsData?.data.map((c) => c.product_id) ?? []));
  }
  return ids;
}

const all = { filterArray: [], sort: '', priceRange: null, slug: 'all', type: '' };
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);
const rings: Query['scope'] = (p) => p.cat === 'rings';

describe('product-list filters', () => {
  it('matches any term within an attribute and every attribute chosen', async () => {
    const terms = [METAL.gold, METAL.silver, STONE.emerald];
    const ids = await allPages({ ...all, filterArray: terms });
    expect(sorted(ids)).toEqual(listing({ terms }).map((p) => p.id));
    expect(ids.length).toBeGreaterThan(0);
    // Silver or gold, but only emerald: a ruby-only product is out.
    expect(ids.every((id) => testProducts.find((p) => p.id === id)?.terms.includes(STONE.emerald))).toBe(true);
  });

  it('scopes to a category, a collection and a tag', async () => {
    expect(sorted(await allPages({ ...all, slug: 'rings', type: 'category' }))).toEqual(
      listing({ scope: rings }).map((p) => p.id),
    );
    expect(sorted(await allPages({ ...all, slug: 'bridal', type: 'collection' }))).toEqual(
      listing({ scope: (p) => p.collections.includes('bridal') }).map((p) => p.id),
    );
    expect(sorted(await allPages({ ...all, slug: 'new', type: 'tag' }))).toEqual(
      listing({ scope: (p) => p.tags.includes('new') }).map((p) => p.id),
    );
    expect(await allPages({ ...all, slug: 'shop-all', type: 'shop-all' })).toHaveLength(testProducts.length);
  });

  it('puts each price bucket edge on the right side (under-N is below N, above-70000 is 70000 or more)', async () => {
    for (const range of PRICE_RANGES) {
      const ids = sorted(await allPages({ ...all, priceRange: range }));
      expect(ids, range).toEqual(testProducts.filter((p) => inPrice(p, range)).map((p) => p.id));
    }
    const under = await allPages({ ...all, priceRange: 'under-15000' });
    expect(under).toContain(1); // 14999.99
    expect(under).not.toContain(2); // 15000.00
    expect(await allPages({ ...all, priceRange: 'above-70000' })).toContain(6); // 70000.00
  });

  it('prices a variable product at its cheapest variation', async () => {
    const ids = await allPages({ ...all, priceRange: 'under-15000', slug: 'rings', type: 'category' });
    expect(ids).toContain(VARIABLE_ID);
    const { json } = await page({ ...all, slug: 'rings', type: 'category', sort: 'lowtohigh' });
    const card = json.resProductsData?.data.find((c) => c.product_id === VARIABLE_ID);
    expect(card).toMatchObject({ product_price: 10000, product_selling_price: 9000.5, product_type: 1 });
  });
});

describe('product-list counts', () => {
  const query: Query = { scope: rings, terms: [METAL.gold, STONE.ruby], price: 'under-70000' };
  const body = { ...all, slug: 'rings', type: 'category', filterArray: query.terms, priceRange: query.price };

  it('counts each term with the other attributes applied and its own left out', async () => {
    const { json } = await page(body);
    for (const t of [...Object.values(METAL), ...Object.values(STONE), ...Object.values(SIZE)]) {
      const entry = json.termCounts.find((c) => c.terms_id === t);
      expect(entry?.product_count ?? 0, `term ${t}`).toBe(termCount(query, t));
    }
    expect(json.resProductsData?.total).toBe(listing(query).length);
  });

  it('counts each price bucket with the attribute filters applied and the price left out', async () => {
    const { json } = await page(body);
    for (const range of PRICE_RANGES) {
      const expected = listing({ scope: rings, terms: query.terms, price: range }).length;
      expect(json.priceRangeCounts.find((c) => c.price_range === range)?.product_count, range).toBe(expected);
    }
  });

  it('counts categories and collections under the same price and attribute filters', async () => {
    const { json } = await page(body);
    for (const cat of ['necklaces', 'rings', 'sarees'] as const) {
      const expected = listing({ scope: (p) => p.cat === cat, terms: query.terms, price: query.price }).length;
      expect(json.categoriesList.find((c) => c.cat_slug === cat)?.product_count, cat).toBe(expected);
    }
    const bridal = listing({ scope: (p) => p.collections.includes('bridal'), terms: query.terms, price: query.price });
    expect(json.collectionList.find((c) => c.cat_slug === 'bridal')?.product_count).toBe(bridal.length);
  });
});

describe('product-list order and pages', () => {
  it('sorts by selling price (ties by id), newest first, and always puts an unsellable product last', async () => {
    const low = await allPages({ ...all, sort: 'lowtohigh' });
    const sellable = testProducts.filter((p) => p.id !== UNSELLABLE_ID);
    const byPrice = [...sellable].sort((a, b) => byCents(a) - byCents(b) || a.id - b.id).map((p) => p.id);
    expect(low).toEqual([...byPrice, UNSELLABLE_ID]);
    const high = await allPages({ ...all, sort: 'hightolow' });
    expect(high).toEqual([
      ...[...sellable].sort((a, b) => byCents(b) - byCents(a) || a.id - b.id).map((p) => p.id),
      UNSELLABLE_ID,
    ]);
    const newest = await allPages({ ...all, sort: 'newarrivals' });
    const byDate = [...sellable].sort((a, b) => b.created.localeCompare(a.created) || b.id - a.id).map((p) => p.id);
    expect(newest).toEqual([...byDate, UNSELLABLE_ID]);
  });

  it('keeps a random order across the pages of one listing: no product repeated or skipped', async () => {
    const ids = await allPages({ ...all, sort: 'random' });
    expect(sorted(ids)).toEqual(testProducts.map((p) => p.id));
    expect(ids).not.toEqual(sorted(ids));
    expect(await allPages({ ...all, sort: 'random' })).toEqual(ids);
    expect(ids.at(-1)).toBe(UNSELLABLE_ID);
  });

  it(`pages by ${LISTING_PAGE_SIZE}, says the last page, and answers an empty page past it`, async () => {
    const { json } = await page(all, 2);
    expect(json.resProductsData).toMatchObject({
      current_page: 2,
      last_page: Math.ceil(testProducts.length / LISTING_PAGE_SIZE),
      total: testProducts.length,
    });
    expect(json.resProductsData?.data).toHaveLength(LISTING_PAGE_SIZE);
    expect((await page(all, 99)).json.resProductsData?.data).toEqual([]);
  });

  it('answers a filter that matches nothing with an empty first page', async () => {
    const { json } = await page({ ...all, filterArray: [SIZE.s12] });
    expect(json.resProductsData).toMatchObject({ data: [], total: 0, last_page: 1 });
    expect(testProducts.some((p) => matchesTerms(p, [SIZE.s12]))).toBe(false);
  });
});

describe('product-list requests', () => {
  it('answers an unknown category or collection with a business error', async () => {
    for (const [type, slug] of [
      ['category', 'no-such'],
      ['collection', 'rings'],
      ['tag', 'no-such'],
    ]) {
      const { status, json } = await page({ ...all, type, slug });
      expect(status).toBe(200);
      expect(json).toMatchObject({ status: 'error', message: 'No such listing' });
    }
  });

  it.each([
    [{ ...all, sort: 'cheapest' }, undefined, 'sort'],
    [{ ...all, priceRange: 'under-100' }, undefined, 'priceRange'],
    [{ ...all, type: 'brand' }, undefined, 'type'],
    [{ ...all, filterArray: ['gold'] }, undefined, 'filterArray[0]'],
    [{ ...all, filterArray: Array.from({ length: 101 }, (_, i) => i + 1) }, undefined, 'filterArray'],
    [{ ...all, slug: 'x'.repeat(201) }, undefined, 'slug'],
    [all, 0, 'page'],
    [all, 'two', 'page'],
  ])('refuses %j page %s with a 400 naming %s', async (body, n, field) => {
    const { status, json } = await page(body, n);
    expect(status).toBe(400);
    expect(Object.keys((json as unknown as { errors: Record<string, string[]> }).errors)).toEqual([field]);
  });
});

describe('product-list remembered answers (ADR 019)', () => {
  it("marks only the caller's wishlist pieces, whoever asked for the same listing first", async () => {
    const db = server.database.db;
    const asha = await signedInShopper(db, 'Asha');
    const ravi = await signedInShopper(db, 'Ravi');
    const guestFirst = await page(all, 1);
    const first = guestFirst.json.resProductsData?.data[0]?.product_id ?? 0;
    const [row] = await db.insert(wishlistItems).values({ customerId: asha.id, productId: first }).returning();
    const marks = async (token?: string) =>
      (await page(all, 1, token)).json.resProductsData?.data.filter((c) => c.ufp_id !== 0).map((c) => c.ufp_id);
    expect(await marks(asha.token)).toEqual([row?.id]);
    expect(await marks(ravi.token)).toEqual([]);
    expect(await marks()).toEqual([]);
    expect((await page(all, 1)).json).toEqual(guestFirst.json);
  });
});
