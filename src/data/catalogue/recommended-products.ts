import { queryOptions } from '@tanstack/react-query';
import { recommendedproductslist } from '@schemas/calls/catalogue-pages';
import { callApi } from '@/data/call-api';

/**
 * GET recommendedproductslist (spec: shell §7): the bag drawer's "You might also like" and the cart
 * page's "You May Also Like". The bag drawer fetches it each time it opens (shell §4), so it is never
 * fresh for long.
 */
export const recommendedProductsQueryOptions = () =>
  queryOptions({
    queryKey: ['catalogue', 'recommended'] as const,
    queryFn: ({ signal }) => callApi(recommendedproductslist, undefined, { signal }),
    staleTime: 0,
  });
