import { sql } from 'drizzle-orm';
import type { ProductCard } from '@schemas/catalogue';
import { products } from '../db/schema';
import { signedInCustomer } from '../auth/session';
import { escapeLike } from '../lib/like';
import { selectCards } from './catalogue/cards';
import type { Handler } from './types';

/** Enough for a search page; the spec shows no paging for search (shell §2 "Search result screen"). */
const SEARCH_LIMIT = 60;

/** The term is matched literally, anywhere in the text. */
export const likePattern = (term: string): string => `%${escapeLike(term)}%`;

type ProductRow = typeof products.$inferSelect;

export function toProductCard(row: ProductRow): ProductCard {
  return {
    product_id: row.id,
    product_slug: row.slug,
    product_name: row.name,
    arrayImages: row.images,
    // numeric(12,2) arrives as a string such as "1850.00"; the card carries numbers (shell §3).
    product_price: Number(row.price),
    product_selling_price: Number(row.sellingPrice),
    product_label_name: row.labels,
    product_type: row.productType,
    // No session is known to search yet, so nothing is in a wishlist (ufp_id above 0 means it is).
    ufp_id: 0,
  };
}

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
