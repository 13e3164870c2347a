import { signedInCustomer } from '../../auth/session';
import type { CallResponse } from '@schemas/contract';
import type { Db } from '../../db/client';
import type { CallBody, Handler } from '../types';
import { cardsByIds } from './cards';
import { cachedListing, listingKey, rememberListing, remembered, withWishlistMarks } from './listing-cache';
import { resolveScope, shopDay } from './listing-filters';
import { countFacets, listingFilters, pageIds, termGroups } from './listing-index';
import { listingIndex } from './listing-index-load';

/**
 * `POST product-list?page={n}` (catalogue §2 "Product listing", §7, §9): one page of a category, collection,
 * tag or the whole shop, and exact facet counts. The spec leaves the page size to the server: 12, a grid of
 * 2, 3 or 4 columns filled evenly.
 */
export const LISTING_PAGE_SIZE = 12;

/** Listings' scopes, and filters' attribute groups and counts, remembered (ADR 019) at most. */
const SCOPES_REMEMBERED = 500;
const FILTERS_REMEMBERED = 2_000;

/** Category and collection images are rooted /media/ URLs; these bases serve a bare file name. */
export const CATEGORY_IMG_URL = '/media/categories/';
export const COLLECTION_IMG_URL = '/media/collections/';

export const productList: Handler<'product-list'> = async (body, { db, bearerToken }) => {
  const now = new Date();
  const key = listingKey(body, now);
  let answer = cachedListing(db, key);
  if (!answer) {
    answer = await guestListing(body, db, shopDay(now));
    if (answer.status === 'success') rememberListing(db, key, answer);
  }
  const customerId = await signedInCustomer(db, bearerToken);
  return customerId === null ? answer : withWishlistMarks(db, answer, customerId);
};

/** The answer as a guest sees it (every `ufp_id` 0); productList lays the caller's wishlist marks over it. */
async function guestListing(
  body: CallBody<'product-list'>,
  db: Db,
  day: string,
): Promise<CallResponse<'product-list'>> {
  const slug = body.slug.trim().toLowerCase();
  const scope = await remembered(
    db,
    'scope',
    `${body.type}|${slug}`,
    SCOPES_REMEMBERED,
    () => resolveScope(db, body.type, slug),
    (found) => found !== null,
  );
  const empty = { categoriesList: [], collectionList: [], termCounts: [], priceRangeCounts: [] };
  const urls = { category_img_url: CATEGORY_IMG_URL, collection_img_url: COLLECTION_IMG_URL };
  if (!scope) return { status: 'error', message: 'No such listing', ...empty, ...urls };
  const index = await listingIndex(db);
  const termIds = [...new Set(body.filterArray)].sort((a, b) => a - b);
  const groups = termGroups(index, termIds);
  const range = body.priceRange;
  const filters = listingFilters(index, scope, range, groups);

  // The counts are the same for every sort and page of a filtered listing: counted once for all of them.
  const facets = await remembered(
    db,
    'facets',
    `${scope.key}|${termIds.join(',')}|${range ?? ''}`,
    FILTERS_REMEMBERED,
    async () => countFacets(index, filters),
  );
  const { total } = facets;
  const lastPage = Math.max(1, Math.ceil(total / LISTING_PAGE_SIZE));
  const page = body.page ?? 1;
  const order = { sort: body.sort, day };
  const data =
    page > lastPage
      ? []
      : await cardsByIds(db, pageIds(index, filters, order, (page - 1) * LISTING_PAGE_SIZE, LISTING_PAGE_SIZE), null);
  return {
    status: 'success',
    resProductsData: { data, current_page: page, last_page: lastPage, per_page: LISTING_PAGE_SIZE, total },
    categoriesList: facets.categoriesList,
    collectionList: facets.collectionList,
    ...urls,
    termCounts: facets.termCounts,
    priceRangeCounts: facets.priceRangeCounts,
  };
}
