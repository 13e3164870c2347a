import { describe, expect, it } from 'vitest';
import { productListMix, type Listing } from './product-list-mix';

const listings: Listing[] = [
  { type: '', slug: 'all', termIds: [11, 12, 31], lastPage: 4 },
  { type: 'category', slug: 'rings', termIds: [12, 31, 32], lastPage: 1 },
  { type: 'category', slug: 'sarees', termIds: [], lastPage: 2 },
  { type: 'collection', slug: 'bridal-edit', termIds: [11], lastPage: 3 },
];

const parsed = (count: number, seed = 1) =>
  productListMix(listings, count, seed).map((r) => ({
    page: Number(new URL(r.path, 'http://x').searchParams.get('page')),
    path: r.path,
    ...(JSON.parse(r.body) as {
      filterArray: number[];
      sort: string;
      priceRange: string | null;
      slug: string;
      type: string;
    }),
  }));

describe('the product-list request mix', () => {
  it('is the same for the same seed and differs for another', () => {
    expect(productListMix(listings, 50, 7)).toEqual(productListMix(listings, 50, 7));
    expect(productListMix(listings, 50, 7)).not.toEqual(productListMix(listings, 50, 8));
  });

  it('spreads over listings, sorts, price buckets, filters and pages, within what each listing offers', () => {
    const bodies = parsed(4_000);
    expect(bodies.every((b) => b.path.startsWith('/web-api/product-list?page='))).toBe(true);
    expect(new Set(bodies.map((b) => `${b.type}/${b.slug}`))).toEqual(
      new Set(['/all', 'category/rings', 'category/sarees', 'collection/bridal-edit']),
    );
    expect(new Set(bodies.map((b) => b.sort))).toEqual(new Set(['random', 'lowtohigh', 'hightolow', 'newarrivals']));
    expect(new Set(bodies.map((b) => b.priceRange))).toEqual(
      new Set([null, 'under-15000', 'under-40000', 'under-70000', 'above-70000']),
    );
    for (const b of bodies) {
      const listing = listings.find((l) => l.slug === b.slug) as Listing;
      expect(b.filterArray.every((id) => listing.termIds.includes(id))).toBe(true);
      expect(b.filterArray).toEqual([...b.filterArray].sort((x, y) => x - y));
      expect(b.page).toBeGreaterThanOrEqual(1);
      expect(b.page).toBeLessThanOrEqual(listing.lastPage);
    }
    const share = (test: (b: (typeof bodies)[number]) => boolean) => bodies.filter(test).length / bodies.length;
    // Mostly the default listing; a real share of the other kinds (weights in product-list-mix.ts).
    expect(share((b) => b.sort === 'random')).toBeGreaterThan(0.4);
    expect(share((b) => b.filterArray.length > 0)).toBeGreaterThan(0.15);
    expect(share((b) => b.filterArray.length === 2)).toBeGreaterThan(0.02);
    expect(share((b) => b.page > 1)).toBeGreaterThan(0.05);
    expect(share((b) => b.slug === 'sarees' && b.filterArray.length > 0)).toBe(0);
  });

  it('refuses to run without listings', () => {
    expect(() => productListMix([], 10, 1)).toThrow('no listings');
  });
});
