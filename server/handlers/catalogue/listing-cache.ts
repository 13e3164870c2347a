import { sql } from 'drizzle-orm';
import type { ProductCard } from '@schemas/catalogue';
import type { CallResponse } from '@schemas/contract';
import { apartFromRequests } from '../../db/abandoned';
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
export const LISTING_CACHE_SIZE = 2_500;

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

const memos = new WeakMap<Db, Map<string, Map<string, Promise<unknown>>>>();

/**
 * The parts of listings that many requests share, remembered per database under the same staleness rule:
 * a scope by its slug, a filter's attribute groups, a filter's counts (the same for every sort and page).
 * At most `limit` per `bucket`, least recently used out first. Callers asking for the same key at once share
 * one computation, which runs as no request's; a failed one, or a value `keep` refuses, is not remembered.
 */
export async function remembered<T>(
  db: Db,
  bucket: string,
  key: string,
  limit: number,
  compute: () => Promise<T>,
  keep: (value: T) => boolean = () => true,
): Promise<T> {
  const buckets = memos.get(db) ?? new Map<string, Map<string, Promise<unknown>>>();
  memos.set(db, buckets);
  const memo = buckets.get(bucket) ?? new Map<string, Promise<unknown>>();
  buckets.set(bucket, memo);
  const hit = memo.get(key) as Promise<T> | undefined;
  if (hit) {
    memo.delete(key);
    memo.set(key, hit);
    return hit;
  }
  // Apart from the request that happens to ask first (ADR 068): the callers sharing it may still be there.
  const pending = apartFromRequests(compute);
  memo.set(key, pending);
  while (memo.size > limit) memo.delete(memo.keys().next().value as string);
  const forget = () => {
    if (memo.get(key) === pending) memo.delete(key);
  };
  pending.then((value) => (keep(value) ? undefined : forget()), forget);
  return pending;
}

/** Drops every remembered listing, and every remembered part of one, of `db`; call it after writing the catalogue. */
export const forgetListings = (db: Db): void => {
  caches.delete(db);
  memos.delete(db);
};

/** Copies of guest cards with `customerId`'s wishlist rows as their `ufp_id` (shell §3): one query for all. */
export async function withWishlistCards(db: Db, cards: ProductCard[], customerId: number): Promise<ProductCard[]> {
  if (cards.length === 0) return cards;
  const rows = await rowsOf<{ product_id: number; id: number }>(
    db,
    sql`select product_id, id from wishlist_items
      where customer_id = ${customerId} and product_id in (${sqlList(cards.map((c) => c.product_id))})`,
  );
  const marks = new Map(rows.map((r) => [r.product_id, r.id]));
  return cards.map((card) => ({ ...card, ufp_id: marks.get(card.product_id) ?? 0 }));
}

/** A copy of a guest's answer with `customerId`'s wishlist rows as the cards' `ufp_id` (shell §3). */
export async function withWishlistMarks(db: Db, answer: ListingAnswer, customerId: number): Promise<ListingAnswer> {
  const page = answer.resProductsData;
  if (!page || page.data.length === 0) return answer;
  return { ...answer, resProductsData: { ...page, data: await withWishlistCards(db, page.data, customerId) } };
}
