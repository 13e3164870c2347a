import { sql } from 'drizzle-orm';
import { signedInCustomer } from '../auth/session';
import { escapeLike } from '../lib/like';
import { selectCards } from './catalogue/cards';
import type { Handler } from './types';

/** Enough for a search page; the spec shows no paging for search (shell §2 "Search result screen"). */
const SEARCH_LIMIT = 60;

/** The term is matched literally, anywhere in the text. */
export const likePattern = (term: string): string => `%${escapeLike(term)}%`;

/**
 * `getsearchresultdata {search_filter}`: name or description, without case, over the whole catalogue; name
 * matches first. Cards as every listing shows them (a variable product at its cheapest variation, ufp_id for
 * the signed-in shopper's wishlist).
 */
export const getSearchResultData: Handler<'getsearchresultdata'> = async ({ search_filter }, { db, bearerToken }) => {
  const pattern = likePattern(search_filter.trim());
  const data = await selectCards(db, {
    where: sql`(p.name ilike ${pattern} or p.description ilike ${pattern})`,
    orderBy: sql`(p.name ilike ${pattern}) desc, p.name asc, p.id asc`,
    limit: SEARCH_LIMIT,
    customerId: await signedInCustomer(db, bearerToken),
  });
  return { status: 'success', data: { data } };
};
