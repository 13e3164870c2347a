import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ListingType, PriceRange } from '@schemas/catalogue-listing';
import { productList } from '@schemas/calls/catalogue-pages';
import { callApi } from '@/data/call-api';

/** What one page of a listing asks for (spec: catalogue §7 `product-list?page={n}`). */
export interface ListingRequest {
  /** '' with slug 'all' is the whole shop (catalogue §7 "type (empty when slug is 'all')"). */
  type: ListingType;
  slug: string;
  /** Chosen attribute term ids, ascending (filterArray). */
  terms: readonly number[];
  sort: 'random' | 'lowtohigh' | 'hightolow' | 'newarrivals';
  price: PriceRange | null;
  page: number;
}

/**
 * POST product-list?page={n}: one page of products, the categories and collections with their counts,
 * and the facet counts. Keyed by the listing, then its state, so one listing's pages share a prefix. The
 * previous answer is kept while the next loads (the filter panel keeps its counts instead of blinking);
 * the grid shows skeletons over it (catalogue §2).
 */
export const listingQueryOptions = (request: ListingRequest) =>
  queryOptions({
    queryKey: [
      'catalogue',
      'listing',
      request.type,
      request.slug,
      { terms: request.terms, sort: request.sort, price: request.price, page: request.page },
    ] as const,
    queryFn: ({ signal }) =>
      callApi(
        productList,
        {
          page: request.page,
          filterArray: [...request.terms],
          sort: request.sort,
          priceRange: request.price,
          slug: request.slug,
          type: request.type,
        },
        { signal },
      ),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
