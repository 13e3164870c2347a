import { API_PREFIX } from '@schemas/call';
import { productList } from '@schemas/calls/catalogue-pages';
import type { ListingSort, PriceRange } from '@schemas/catalogue-listing';
import type { LoadRequest } from './load';
import { pick, seededRandom, weighted } from './pick';

/** A listing as a shopper reaches it (catalogue §2 routes), with what its filter panel offers. */
export interface Listing {
  type: '' | 'category' | 'collection';
  slug: string;
  /** Attribute term ids of the filter groups the panel shows for this listing. */
  termIds: number[];
  /** Pages of the unfiltered listing (the server's last_page). */
  lastPage: number;
}

/** A product-list body as the listing page sends it (catalogue §7; page travels in the query string). */
interface Body {
  filterArray: number[];
  sort: ListingSort;
  priceRange: PriceRange | null;
  slug: string;
  type: Listing['type'];
}

/**
 * A shopper-like spread of product-list bodies (catalogue §4, §9): mostly first pages of shop-all and the
 * categories, the default random order more often than the others, some price buckets and attribute
 * terms, later pages of longer listings. The weights are ours (the spec gives none); the seed fixes them.
 * Every body is checked against the contract's request schema, so the run never measures 400s.
 */
export function productListMix(listings: Listing[], count: number, seed: number): LoadRequest[] {
  const random = seededRandom(seed);
  const shopAll = listings.filter((l) => l.type === '');
  const categories = listings.filter((l) => l.type === 'category');
  const collections = listings.filter((l) => l.type === 'collection');
  const groups = (
    [
      [shopAll, 35],
      [categories, 45],
      [collections, 20],
    ] as [Listing[], number][]
  ).filter(([group]) => group.length > 0);
  if (groups.length === 0) throw new Error('no listings to request');

  return Array.from({ length: count }, () => {
    const listing = pick(random, weighted(random, groups));
    const sort = weighted<Body['sort']>(random, [
      ['random', 45],
      ['lowtohigh', 20],
      ['hightolow', 15],
      ['newarrivals', 15],
    ]);
    const priceRange = weighted<Body['priceRange']>(random, [
      [null, 70],
      ['under-15000', 5],
      ['under-40000', 10],
      ['under-70000', 8],
      ['above-70000', 7],
    ]);
    const terms =
      listing.termIds.length === 0
        ? 0
        : weighted(random, [
            [0, 65],
            [1, 25],
            [2, 10],
          ] as [number, number][]);
    // Ascending, as the listing page sends them (src/data/catalogue/listing.ts).
    const filterArray = [...new Set(Array.from({ length: terms }, () => pick(random, listing.termIds)))].sort(
      (a, b) => a - b,
    );
    // Filtered listings are short: shoppers page the unfiltered ones.
    const filtered = filterArray.length > 0 || priceRange !== null;
    const page =
      filtered || listing.lastPage < 2 || random() < 0.7 ? 1 : 2 + Math.floor(random() * (listing.lastPage - 1));
    const body: Body = { filterArray, sort, priceRange, slug: listing.slug, type: listing.type };
    const checked = productList.request.safeParse({ ...body, page });
    if (!checked.success) throw new Error(`the mix built a body the contract refuses: ${JSON.stringify(body)}`);
    return { path: `${API_PREFIX}/${productList.path}?page=${page}`, body: JSON.stringify(body) };
  });
}
