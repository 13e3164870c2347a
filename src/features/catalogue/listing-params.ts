import { PRICE_RANGES, type PriceRange } from '@schemas/catalogue-listing';

export { PRICE_RANGES, type PriceRange };

/**
 * A listing's filters, sort and page, kept in the URL (issue 9 §2) so a listing can be shared, reloaded
 * and reached with Back exactly as it was. The URL is canonical: parameters in name order, terms in
 * number order without repeats, defaults left out. So one listing state has one URL (and one query key),
 * and any spelling a shopper or an old link brings is read, then rewritten to it.
 */

/**
 * The orders a shopper can choose (catalogue §7 "sort (random, lowtohigh, hightolow, newarrivals)"); random
 * is the default (§9) and what the select's "Select" stands for. The contract's '' is not offered.
 */
export const SHOPPER_SORTS = ['random', 'lowtohigh', 'hightolow', 'newarrivals'] as const;
export type ListingSort = (typeof SHOPPER_SORTS)[number];

/** More chosen terms than any filter panel offers is not a shopper's URL; the rest are dropped. */
export const MAX_FILTER_TERMS = 50;
/** Ids and pages fit the database integer (as every request id does). */
const MAX_INT = 2_147_483_647;

export interface ListingState {
  /** Chosen attribute term ids (filterArray), ascending, without repeats. */
  terms: number[];
  sort: ListingSort;
  price: PriceRange | null;
  /** 1-based page (product-list?page={n}). */
  page: number;
}

export const DEFAULT_LISTING_STATE: ListingState = { terms: [], sort: 'random', price: null, page: 1 };

/** The URL's parameter names; `canonicalSearch` writes them in this (alphabetical) order. */
const PARAM = { terms: 'filter', page: 'page', price: 'price', sort: 'sort' } as const;

const positiveInt = (text: string): number | null => {
  if (!/^\d{1,10}$/.test(text.trim())) return null;
  const n = Number(text.trim());
  return n >= 1 && n <= MAX_INT ? n : null;
};

const oneOf = <T extends string>(values: readonly T[], text: string | null): T | null =>
  text !== null && (values as readonly string[]).includes(text) ? (text as T) : null;

/** Term ids ascending, without repeats or anything that is not an id, at most MAX_FILTER_TERMS. */
export function normaliseTerms(terms: Iterable<number>): number[] {
  const ids = [...new Set(terms)].filter((n) => Number.isInteger(n) && n >= 1 && n <= MAX_INT);
  return ids.sort((a, b) => a - b).slice(0, MAX_FILTER_TERMS);
}

/** Reads a listing's state from its query string; anything unreadable reads as the default. */
export function readListingState(search: string | URLSearchParams): ListingState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  // Both `filter=3,7` and `filter=3&filter=7` are read: hand-made links use either.
  const terms = params
    .getAll(PARAM.terms)
    .flatMap((value) => value.slice(0, 2000).split(','))
    .map(positiveInt)
    .filter((n): n is number => n !== null);
  return {
    terms: normaliseTerms(terms),
    sort: oneOf(SHOPPER_SORTS, params.get(PARAM.sort)) ?? DEFAULT_LISTING_STATE.sort,
    price: oneOf(PRICE_RANGES, params.get(PARAM.price)),
    page: positiveInt(params.get(PARAM.page) ?? '') ?? 1,
  };
}

/** The canonical query string of `state` ('' for the default listing, else '?…'). */
export function canonicalSearch(state: ListingState): string {
  const parts: string[] = [];
  const terms = normaliseTerms(state.terms);
  if (terms.length > 0) parts.push(`${PARAM.terms}=${terms.join('%2C')}`);
  if (state.page > 1) parts.push(`${PARAM.page}=${state.page}`);
  if (state.price) parts.push(`${PARAM.price}=${state.price}`);
  if (state.sort !== DEFAULT_LISTING_STATE.sort) parts.push(`${PARAM.sort}=${state.sort}`);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/** `search` as its canonical form (what the page replaces a non-canonical URL with). */
export const canonicalOf = (search: string): string => canonicalSearch(readListingState(search));

/** Adds or removes one term; any filter change goes back to page 1. */
export const toggleTerm = (state: ListingState, term: number): ListingState => ({
  ...state,
  terms: state.terms.includes(term) ? state.terms.filter((t) => t !== term) : normaliseTerms([...state.terms, term]),
  page: 1,
});

/** Price is single-select (catalogue §4): choosing the chosen bucket again clears it. */
export const choosePrice = (state: ListingState, price: PriceRange | null): ListingState => ({
  ...state,
  price: state.price === price ? null : price,
  page: 1,
});

export const chooseSort = (state: ListingState, sort: ListingSort): ListingState => ({ ...state, sort, page: 1 });

export const choosePage = (state: ListingState, page: number): ListingState => ({ ...state, page });

const sameTerms = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((t, i) => t === b[i]);

/**
 * A change made on a listing drawn from `base`, applied to `latest`: the URL's state when the change is made,
 * which is ahead of the drawing while the last change's listing is still on its way. Only what the shopper
 * changed is taken from `next`; a sort chosen a moment ago is kept when a filter is chosen before the sorted
 * listing has been drawn. The page follows `next` when it or anything else changed (a filter starts again at
 * page 1), else the URL's.
 */
export function rebaseListingState(next: ListingState, base: ListingState, latest: ListingState): ListingState {
  // "Clear all filters" clears them all, whatever the URL has gained meanwhile.
  if (canonicalSearch(next) === canonicalSearch(clearFilters())) return clearFilters();
  // Terms are a set: the ones the shopper added or removed, applied to the URL's.
  const added = next.terms.filter((t) => !base.terms.includes(t));
  const removed = new Set(base.terms.filter((t) => !next.terms.includes(t)));
  const terms = normaliseTerms([...latest.terms.filter((t) => !removed.has(t)), ...added]);
  const sort = next.sort === base.sort ? latest.sort : next.sort;
  const price = next.price === base.price ? latest.price : next.price;
  const changed =
    next.page !== base.page ||
    !sameTerms(next.terms, base.terms) ||
    next.sort !== base.sort ||
    next.price !== base.price;
  return { terms, sort, price, page: changed ? next.page : latest.page };
}

/** "Clear all filters" (catalogue §4): no terms, sort back to random, no price range, page 1. */
export const clearFilters = (): ListingState => DEFAULT_LISTING_STATE;

/** True when anything but the page differs from the default: the chips and "Clear all filters" show. */
export const hasFilters = (state: ListingState): boolean =>
  state.terms.length > 0 || state.price !== null || state.sort !== DEFAULT_LISTING_STATE.sort;
