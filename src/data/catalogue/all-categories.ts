import { queryOptions } from '@tanstack/react-query';
import { allCategoriesWithProducts } from '@schemas/calls/catalogue-pages';
import { callApi } from '@/data/call-api';

/** GET all-categories-with-products (spec: catalogue §7): every category with its count, every filter group. */
export const allCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['catalogue', 'all-categories'] as const,
    queryFn: ({ signal }) => callApi(allCategoriesWithProducts, undefined, { signal }),
    staleTime: 5 * 60_000,
  });
