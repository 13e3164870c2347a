import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { CLEAR_FILTER_REFETCH_MS } from '@domain/constants';
import { categoryDetailsQueryOptions } from '@/data/catalogue/category-details';
import { listingQueryOptions } from '@/data/catalogue/listing';
import { DEFAULT_LISTING_STATE, type ListingState } from '../listing-params';
import { listingRequest } from '../listing-route';
import type { ListingScope } from '../listing-scope';

/**
 * The listing's header details and products. After "Clear all filters" the products are asked for again
 * only after 500 ms (catalogue §4 "then refetches after 500 ms"); until then the grid holds its skeletons.
 */
export function useListingData(scope: ListingScope, state: ListingState) {
  const client = useQueryClient();
  /** The cleared listing's key while the grid waits after Clear, else null. */
  const [held, setHeld] = useState<QueryKey | null>(null);
  const holding = held !== null;
  const request = listingRequest(scope, state);
  const details = useQuery(categoryDetailsQueryOptions(request.type, request.slug));
  const listing = useQuery({ ...listingQueryOptions(request), enabled: !holding });

  useEffect(() => {
    if (!held) return undefined;
    const timer = window.setTimeout(() => {
      // Marked stale first, so the cleared listing is asked for again even when it was seen before.
      void client.invalidateQueries({ queryKey: held, exact: true, refetchType: 'none' });
      setHeld(null);
    }, CLEAR_FILTER_REFETCH_MS);
    return () => window.clearTimeout(timer);
  }, [held, client]);

  return {
    details,
    listing,
    /** Products are (re)loading: the first load, a new state, or the wait after Clear. */
    productsLoading: holding || listing.isPending || listing.isPlaceholderData,
    /** Call with Clear: the cleared listing is fetched after the spec's delay. */
    holdAfterClear: () => setHeld(listingQueryOptions(listingRequest(scope, DEFAULT_LISTING_STATE)).queryKey),
  };
}
