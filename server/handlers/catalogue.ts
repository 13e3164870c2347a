import { signedInCustomer } from '../auth/session';
import { cardsByIds } from './catalogue/cards';
import { remembered, withWishlistCards } from './catalogue/listing-cache';
import { searchIds, searchIndex } from './catalogue/search-index';
import type { Handler } from './types';

/** Enough for a search page; the spec shows no paging for search (shell §2 "Search result screen"). */
const SEARCH_LIMIT = 60;

/** Terms whose guest answers are remembered (ADR 019's rule, ADR 042), least recently asked for out first. */
const SEARCHES_REMEMBERED = 500;

/**
 * `getsearchresultdata {search_filter}`: name or description, without case, over the whole catalogue; name
 * matches first, then by name. Cards as every listing shows them (a variable product at its cheapest variation,
 * ufp_id for the signed-in shopper's wishlist). The search index (catalogue/search-index.ts) finds the ids, and
 * a term's cards are remembered as a guest sees them, as listings are (listing-cache.ts).
 */
export const getSearchResultData: Handler<'getsearchresultdata'> = async ({ search_filter }, { db, bearerToken }) => {
  const term = search_filter.trim();
  const guest = await remembered(db, 'search', term, SEARCHES_REMEMBERED, async () =>
    cardsByIds(db, searchIds(await searchIndex(db), term, SEARCH_LIMIT), null),
  );
  const customerId = await signedInCustomer(db, bearerToken);
  const data = customerId === null ? guest : await withWishlistCards(db, guest, customerId);
  return { status: 'success', data: { data } };
};
