import { queryOptions } from '@tanstack/react-query';
import type { ListingType } from '@schemas/catalogue-listing';
import { categorydetails } from '@schemas/calls/catalogue-pages';
import { callApi } from '@/data/call-api';

/**
 * POST categorydetails {type, cat_slug} (spec: catalogue §7): a listing's header (image, title,
 * description, tabs and their flags), its attribute filter groups and the theme's listing settings.
 */
export const categoryDetailsQueryOptions = (type: ListingType, slug: string) =>
  queryOptions({
    queryKey: ['catalogue', 'category-details', type, slug] as const,
    queryFn: ({ signal }) => callApi(categorydetails, { type, cat_slug: slug }, { signal }),
    staleTime: 5 * 60_000,
  });
