import { sql } from 'drizzle-orm';
import { signedInCustomer } from '../auth/session';
import { escapeLike } from '../lib/like';
import { selectCards } from './catalogue/cards';
import { remembered, withWishlistCards } from './catalogue/listing-cache';
import type { Handler } from './types';

/** Enough for a search page; the spec shows no paging for search (shell §2 "Search result screen"). */
const SEARCH_LIMIT = 60;

/** Terms whose guest answers are remembered (ADR 019's rule, ADR 042), least recently asked for out first. */
const SEARCHES_REMEMBERED = 500;

/** The term is matched literally, anywhere in the text. */
export const likePattern = (term: string): string => `%${escapeLike(term)}%`;

/**
 * `getsearchresultdata {search_filter}`: name or description, without case, over the whole catalogue; name
 * matches first. Cards as every listing shows them (a variable product at its cheapest variation, ufp_id for
 * the signed-in shopper's wishlist). A term's cards are remembered as a guest sees them, as listings are
 * (listing-cache.ts): only the seed writes the catalogue, and a common word costs a scan of every product.
 */
export const getSearchResultData: Handler<'getsearchresultdata'> = async ({ search_filter }, { db, bearerToken }) => {
  const term = search_filter.trim();
  const guest = await remembered(db, 'search', term, SEARCHES_REMEMBERED, () => {
    const pattern = likePattern(term);
    return selectCards(db, {
      where: sql`(p.name ilike ${pattern} or p.description ilike ${pattern})`,
      orderBy: sql`(p.name ilike ${pattern}) desc, p.name asc, p.id asc`,
      limit: SEARCH_LIMIT,
      customerId: null,
    });
  });
  const customerId = await signedInCustomer(db, bearerToken);
  const data = customerId === null ? guest : await withWishlistCards(db, guest, customerId);
  return { status: 'success', data: { data } };
};
