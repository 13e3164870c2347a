import { sql } from 'drizzle-orm';
import type { CallResponse } from '@schemas/contract';
import type { Db } from '../../db/client';
import type { CallBody } from '../types';
import { rowsOf, sqlList } from './cards';
import { shopDay } from './listing-filters';

/**
 * Recent product-list answers (issue 9 §6: 200 rps on one embedded connection), per database, as a guest sees
 * them (`ufp_id` 0); a signed-in caller's wishlist marks are read fresh and laid over the copy, so no customer
 * ever sees another's. Staleness rule (ADR 019): only the seed writes the catalogue, before the server
 * listens, so an entry stays right for the life of the process; anything that writes products, variations,
 * terms, categories or collections afterwards must call `forgetListings(db)`. The key carries the shop's day,
 * so the 'random' order changes at midnight IST as it does uncached.
 */

type ListingAnswer = CallResponse<'product-list'>;

/** Bounded: the oldest entry goes first (a Map keeps insertion order; a hit moves its entry to the end). */
export const LISTING_CACHE_SIZE = 1_000;

const caches = new WeakMap<Db, Map<string, ListingAnswer>>();

/** The request in canonical form: the same listing, filters, bucket, sort and page give the same key. */
export function listingKey(body: CallBody<'product-list'>, now = new Date()): string {
  const terms = [...new Set(body.filterArray)].sort((a, b) => a - b).join(',');
  const slug = body.slug.trim().toLowerCase();
  return [body.type, slug, terms, body.priceRange ?? '', body.sort, body.page ?? 1, shopDay(now)].join('|');
}

export function cachedListing(db: Db, key: string): ListingAnswer | undefined {
  const cache = caches.get(db);
  const hit = cache?.get(key);
  if (cache && hit) {
    cache.delete(key);
    cache.set(key, hit);
  }
  return hit;
}

export function rememberListing(db: Db, key: string, answer: ListingAnswer): void {
  const cache = caches.get(db) ?? new Map<string, ListingAnswer>();
  caches.set(db, cache);
  cache.set(key, answer);
  while (cache.size > LISTING_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
}

/** Drops every remembered listing of `db`; call it after writing the catalogue. */
export const forgetListings = (db: Db): void => {
  caches.delete(db);
};

/** A copy of a guest's answer with `customerId`'s wishlist rows as the cards' `ufp_id` (shell §3). */
export async function withWishlistMarks(db: Db, answer: ListingAnswer, customerId: number): Promise<ListingAnswer> {
  const page = answer.resProductsData;
  if (!page || page.data.length === 0) return answer;
  const rows = await rowsOf<{ product_id: number; id: number }>(
    db,
    sql`select product_id, id from wishlist_items
      where customer_id = ${customerId} and product_id in (${sqlList(page.data.map((c) => c.product_id))})`,
  );
  const marks = new Map(rows.map((r) => [r.product_id, r.id]));
  const data = page.data.map((card) => ({ ...card, ufp_id: marks.get(card.product_id) ?? 0 }));
  return { ...answer, resProductsData: { ...page, data } };
}
