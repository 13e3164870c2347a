import { queryOptions } from '@tanstack/react-query';
import { recommendedproductslist } from '@schemas/calls/catalogue-pages';
import { callApi } from '@/data/call-api';

/** Where the list shows: the bag drawer ('aside'), or a page's slider ('page': /cart's, or a CMS page's). */
export type RecommendationsLayout = 'aside' | 'page';

/**
 * GET recommendedproductslist (spec: shell §7): the bag drawer's "You might also like" and the cart
 * page's "You May Also Like". The bag drawer fetches it each time it opens (shell §4), so for the drawer
 * it is never fresh. A page's slider keeps the answer it came with as long as other content does: the list
 * takes no parameters, and asking again right after hydration loaded the HTTP client to fetch the server's
 * answer a second time, on every load of /cart.
 */
export const recommendedProductsQueryOptions = (layout: RecommendationsLayout = 'aside') =>
  queryOptions({
    queryKey: ['catalogue', 'recommended'] as const,
    queryFn: ({ signal }) => callApi(recommendedproductslist, undefined, { signal }),
    staleTime: layout === 'aside' ? 0 : 5 * 60_000,
  });
