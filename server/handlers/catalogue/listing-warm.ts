import { sql } from 'drizzle-orm';
import { LISTING_SORTS, PRICE_RANGES } from '@schemas/catalogue-listing';
import type { Db } from '../../db/client';
import { categories } from '../../db/schema';
import type { CallBody, HandlerContext } from '../types';
import { rowsOf } from './cards';
import { productList } from './listing';
import { LISTING_CACHE_SIZE } from './listing-cache';
import { resolveScope, scopeCondition } from './listing-filters';

type ListingBody = CallBody<'product-list'>;

/**
 * Fills the remembered answers and counts (ADR 019) with the listings shoppers open most, in the background
 * once the server listens:
 *
 * 1. every page of the whole shop, each category and each collection, unfiltered, in every sort;
 * 2. the first page of each of them with one filter chosen: each price bucket, each attribute term its
 *    products carry, and each bucket with each term. Their counts are then remembered for every sort and
 *    page, so a shopper's later choice costs one small query for the cards, not the counting statement.
 *
 * One listing at a time with a pause between them, so real requests go first; it stops early when `stop()`
 * says so (the server is closing) or when the remembered answers are 60% full.
 */
export async function warmListings(db: Db, stop: () => boolean = () => false, pauseMs = 10): Promise<number> {
  const ctx: HandlerContext = { db, bearerToken: null, publicUrl: '', idempotencyKey: null, clientAddress: '' };
  const kinds = await db.select({ slug: categories.slug, kind: categories.kind }).from(categories);
  const scopes = [{ type: '' as const, slug: 'all' }, ...kinds.map((k) => ({ type: k.kind, slug: k.slug }))];
  let warmed = 0;
  const ask = async (body: ListingBody) => {
    if (stop() || warmed >= LISTING_CACHE_SIZE * 0.6) return null;
    // A pause between listings keeps it to a fraction of the database's time: requests come first.
    if (warmed > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
    warmed += 1;
    return productList(body, ctx);
  };
  const unfiltered = { filterArray: [], priceRange: null, page: 1 };

  for (const scope of scopes) {
    for (const sort of LISTING_SORTS) {
      let lastPage = 1;
      for (let page = 1; page <= lastPage; page += 1) {
        const answer = await ask({ ...scope, ...unfiltered, sort, page });
        if (!answer) return warmed;
        lastPage = answer.resProductsData?.last_page ?? 1;
      }
    }
  }
  for (const scope of scopes) {
    const found = await resolveScope(db, scope.type, scope.slug);
    if (!found) continue;
    const carried = await rowsOf<{ term_id: number }>(
      db,
      sql`select distinct x.term_id from product_terms x join products c on c.id = x.product_id
        where ${scopeCondition(found)} order by x.term_id`,
    );
    const termChoices = [[], ...carried.map((t) => [t.term_id])];
    for (const priceRange of [null, ...PRICE_RANGES]) {
      for (const filterArray of termChoices) {
        if (priceRange === null && filterArray.length === 0) continue;
        if (!(await ask({ ...scope, filterArray, priceRange, sort: '', page: 1 }))) return warmed;
      }
    }
  }
  return warmed;
}
