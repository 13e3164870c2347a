import { describe, expect, it } from 'vitest';
import type { ListingSort, PriceRange } from '@schemas/catalogue-listing';
import {
  carriedTerms,
  categorySize,
  countFacets,
  listingFilters,
  pageIds,
  termGroups,
  type TermGroup,
} from './listing-index';
import { buildListingIndex, type IndexRows } from './listing-index-load';
import type { Scope } from './listing-filters';

/**
 * The listing index on hand-written rows. listing.test.ts checks the same rules through `product-list` on the
 * test catalogue in the database; these pin the edges that catalogue does not reach.
 */

const METAL = { gold: 1, silver: 2 };
const STONE = { ruby: 11 };
const RINGS = 100;
const EARRINGS = 101;
const BRIDAL = 200;

// id, category, selling price in rupees
const products: [number, number | null, number][] = [
  [1, RINGS, 14999.99],
  [2, RINGS, 15000],
  [3, RINGS, 69999.99],
  [4, EARRINGS, 70000],
  [5, EARRINGS, 0],
  [6, null, 500],
  ...Array.from({ length: 30 }, (_, n): [number, number | null, number] => [10 + n, RINGS, 1000 + n]),
];

const rows = (): IndexRows => ({
  products: products.map(([id, category, selling]) => ({ id, category_id: category, selling })),
  termLinks: [
    { key: METAL.gold, ids: '1,2,4,999' },
    { key: METAL.silver, ids: '3,5' },
    { key: STONE.ruby, ids: '1,3,4' },
  ],
  collectionLinks: [{ key: BRIDAL, ids: '1,4,6' }],
  tagLinks: [],
  terms: [
    { id: METAL.gold, attribute_id: 1 },
    { id: METAL.silver, attribute_id: 1 },
    { id: STONE.ruby, attribute_id: 2 },
    { id: 12, attribute_id: 2 },
  ],
  groups: [
    { id: RINGS, name: 'Rings', slug: 'rings', image: '', kind: 'category' },
    { id: EARRINGS, name: 'Earrings', slug: 'earrings', image: '', kind: 'category' },
    { id: BRIDAL, name: 'Bridal', slug: 'bridal', image: 'b.webp', kind: 'collection' },
  ],
  orders: {
    '': products.map(([id]) => id).sort((a, b) => a - b),
    // as the database orders them: a product that cannot be sold last
    lowtohigh: [...products]
      .sort((a, b) => +(a[2] === 0) - +(b[2] === 0) || a[2] - b[2] || a[0] - b[0])
      .map(([id]) => id),
    hightolow: [...products].sort((a, b) => b[2] - a[2] || a[0] - b[0]).map(([id]) => id),
    newarrivals: products.map(([id]) => id).sort((a, b) => b - a),
  },
});

const all: Scope = { kind: 'all', key: 'all' };
const rings: Scope = { kind: 'category', id: RINGS, key: 'category:rings' };
const count = (list: { terms_id: number; product_count: number }[], id: number) =>
  list.find((t) => t.terms_id === id)?.product_count;

interface Listing {
  scope: Scope;
  range: PriceRange | null;
  groups: TermGroup[];
  sort: ListingSort;
  day: string;
}

describe('listing index counts', () => {
  const index = buildListingIndex(rows());
  const facets = (scope: Scope, range: PriceRange | null, groups: TermGroup[]) =>
    countFacets(index, listingFilters(index, scope, range, groups));

  it('drops unknown terms and links to unknown products', () => {
    expect(termGroups(index, [METAL.gold, 77])).toEqual([{ attributeId: 1, termIds: [METAL.gold] }]);
    expect(facets(all, null, termGroups(index, [METAL.gold])).total).toBe(3);
  });

  it('counts each term with the other attributes applied and its own left out', () => {
    const counted = facets(all, null, termGroups(index, [METAL.gold, STONE.ruby]));
    expect(counted.total).toBe(2); // 1 and 4: gold and ruby
    expect(count(counted.termCounts, METAL.gold)).toBe(2); // gold among rubies
    expect(count(counted.termCounts, METAL.silver)).toBe(1); // silver among rubies: 3
    expect(count(counted.termCounts, STONE.ruby)).toBe(2); // ruby among gold
    expect(count(counted.termCounts, 12)).toBe(0); // a term nothing carries is still listed
  });

  it('puts each price bucket edge on the right side, with the scope and terms but not the price', () => {
    const counted = facets(rings, 'under-15000', []);
    const buckets = Object.fromEntries(counted.priceRangeCounts.map((b) => [b.price_range, b.product_count]));
    // rings: 14999.99, 15000, 69999.99 and thirty under 15000
    expect(buckets).toEqual({ 'under-15000': 31, 'under-40000': 32, 'under-70000': 33, 'above-70000': 0 });
    expect(counted.total).toBe(31);
  });

  it('counts categories and collections over the whole shop under the price and terms, whatever the scope', () => {
    const counted = facets(rings, 'above-70000', []);
    expect(counted.categoriesList.map((c) => [c.cat_slug, c.product_count])).toEqual([
      ['rings', 0],
      ['earrings', 1],
    ]);
    expect(counted.collectionList).toEqual([
      { cat_id: BRIDAL, cat_name: 'Bridal', cat_slug: 'bridal', cat_image: 'b.webp', product_count: 1 },
    ]);
  });
});

describe('listing index scopes', () => {
  const index = buildListingIndex(rows());

  it('names the terms some product of a scope carries, and what a category files', () => {
    expect([...carriedTerms(index, all)].sort((a, b) => a - b)).toEqual([METAL.gold, METAL.silver, STONE.ruby]);
    expect(
      [...carriedTerms(index, { kind: 'category', id: EARRINGS, key: 'category:earrings' })].sort((a, b) => a - b),
    ).toEqual([METAL.gold, METAL.silver, STONE.ruby]);
    expect([...carriedTerms(index, { kind: 'collection', id: BRIDAL, key: 'collection:bridal' })]).toEqual([
      METAL.gold,
      STONE.ruby,
    ]);
    expect(carriedTerms(index, { kind: 'tag', id: 9, key: 'tag:none' }).size).toBe(0);
    expect([categorySize(index, RINGS), categorySize(index, EARRINGS), categorySize(index, BRIDAL)]).toEqual([
      33, 2, 0,
    ]);
  });
});

describe('listing index pages', () => {
  const index = buildListingIndex(rows());
  const listing: Listing = { scope: all, range: null, groups: [], sort: 'lowtohigh', day: '2026-11-27' };
  const page = (l: Listing, offset: number, limit: number) =>
    pageIds(index, listingFilters(index, l.scope, l.range, l.groups), l, offset, limit);
  const every = (l: Listing) => page(l, 0, 1_000);

  it('pages the database order of a sort, filtered', () => {
    expect(page(listing, 0, 3)).toEqual([6, 10, 11]);
    expect(page(listing, 3, 2)).toEqual([12, 13]);
    expect(every({ ...listing, groups: termGroups(index, [STONE.ruby]), sort: 'hightolow' })).toEqual([4, 3, 1]);
    expect(page({ ...listing, scope: rings }, 40, 12)).toEqual([]);
  });

  it('shuffles a listing for a day: every member once, the same on every page, another order another day', () => {
    const random: Listing = { ...listing, scope: rings, sort: 'random' };
    const order = every(random);
    expect([...order].sort((a, b) => a - b)).toEqual(products.filter(([, c]) => c === RINGS).map(([id]) => id));
    expect(order).not.toEqual([...order].sort((a, b) => a - b));
    expect([...page(random, 0, 12), ...page(random, 12, 12), ...page(random, 24, 12)]).toEqual(order);
    expect(every({ ...random, day: '2026-11-28' })).not.toEqual(order);
    expect(every({ ...random, scope: { ...rings, key: 'tag:rings' } })).not.toEqual(order);
  });

  it('puts a product that cannot be sold last in a random order too', () => {
    for (const day of ['2026-11-27', '2026-11-28', '2026-11-29']) {
      expect(every({ ...listing, sort: 'random', day }).at(-1)).toBe(5);
    }
  });
});
