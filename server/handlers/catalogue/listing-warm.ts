import { LISTING_SORTS, PRICE_RANGES } from '@schemas/catalogue-listing';
import type { Db } from '../../db/client';
import { categories } from '../../db/schema';
import type { CallBody, HandlerContext } from '../types';
import { productList } from './listing';
import { LISTING_CACHE_SIZE } from './listing-cache';
import { resolveScope } from './listing-filters';
import { carriedTerms } from './listing-index';
import { listingIndex } from './listing-index-load';
import { searchIndex } from './search-index';

type ListingBody = CallBody<'product-list'>;

/** How much the warm-up may do (see warmListings). */
export interface WarmLimits {
  /** The first pages of each unfiltered listing in each sort: the seed's whole shop is 13 pages. */
  pages: number;
  /** The total time its listings may take, in milliseconds; it stops when they have taken that much. */
  busyMs: number;
  /** After each listing it pauses this many times as long as the listing took (at least `pauseMs`); 0: no pause. */
  pauseRatio: number;
}

export const WARM_LIMITS: WarmLimits = { pages: 20, busyMs: 60_000, pauseRatio: 1 };

/**
 * Loads the listing and search indexes (ADR 042), then fills the remembered answers and counts (ADR 019) with
 * the listings shoppers open most, in the background once the server listens:
 *
 * 1. the first `limits.pages` pages of the whole shop, each category and each collection, unfiltered, in every
 *    sort (every page on the seed's catalogue);
 * 2. the first page of each of them with one filter chosen: each price bucket, each attribute term its
 *    products carry, and each bucket with each term. Their counts are then remembered for every sort and
 *    page, so a shopper's later choice costs one small query for the cards, not the counting statement.
 *
 * One listing at a time with a pause between them as long as the listing took (`pauseRatio`), so it holds
 * one connection at most half the time and real requests go first. It stops early when `stop()` says so (the
 * server is closing), when the remembered answers are 60% full, or when its listings have taken
 * `limits.busyMs` in all: on a large catalogue, where each filter's counts take seconds, it warms what it can
 * in that time instead of holding the database for minutes.
 */
export async function warmListings(
  db: Db,
  stop: () => boolean = () => false,
  pauseMs = 10,
  limits: WarmLimits = WARM_LIMITS,
): Promise<number> {
  const ctx: HandlerContext = { db, bearerToken: null, publicUrl: '', idempotencyKey: null, clientAddress: '' };
  if (stop()) return 0;
  // The listing and search indexes (ADR 042) before any shopper needs them: each is one read of the catalogue.
  const index = await listingIndex(db);
  await searchIndex(db);
  const kinds = await db.select({ slug: categories.slug, kind: categories.kind }).from(categories);
  const scopes = [{ type: '' as const, slug: 'all' }, ...kinds.map((k) => ({ type: k.kind, slug: k.slug }))];
  let warmed = 0;
  let busyMs = 0;
  let lastMs = 0;
  const ask = async (body: ListingBody) => {
    if (stop() || warmed >= LISTING_CACHE_SIZE * 0.6 || busyMs >= limits.busyMs) return null;
    // A pause between listings keeps it to a fraction of the database's time: requests come first.
    if (warmed > 0 && limits.pauseRatio > 0) {
      await new Promise((resolve) => setTimeout(resolve, Math.max(pauseMs, lastMs * limits.pauseRatio)));
    }
    if (stop()) return null;
    warmed += 1;
    const started = performance.now();
    try {
      return await productList(body, ctx);
    } finally {
      lastMs = performance.now() - started;
      busyMs += lastMs;
    }
  };
  const unfiltered = { filterArray: [], priceRange: null, page: 1 };

  for (const scope of scopes) {
    for (const sort of LISTING_SORTS) {
      let lastPage = 1;
      for (let page = 1; page <= Math.min(lastPage, limits.pages); page += 1) {
        const answer = await ask({ ...scope, ...unfiltered, sort, page });
        if (!answer) return warmed;
        lastPage = answer.resProductsData?.last_page ?? 1;
      }
    }
  }
  for (const scope of scopes) {
    const found = await resolveScope(db, scope.type, scope.slug);
    if (!found) continue;
    const carried = [...carriedTerms(index, found)].sort((a, b) => a - b);
    const termChoices = [[], ...carried.map((term) => [term])];
    for (const priceRange of [null, ...PRICE_RANGES]) {
      for (const filterArray of termChoices) {
        if (priceRange === null && filterArray.length === 0) continue;
        if (!(await ask({ ...scope, filterArray, priceRange, sort: '', page: 1 }))) return warmed;
      }
    }
  }
  return warmed;
}
