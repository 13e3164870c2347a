import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { splitIds, type CategoryTilesBlockSchema } from '@schemas/cms-catalogue-blocks';
import { categoryByIds } from '@schemas/calls/catalogue';
import { callApi } from '@/data/call-api';

export type CategoryTilesBlock = z.infer<typeof CategoryTilesBlockSchema>;

/** The block's ids as the request sends them: "1, 5,,10" → "1,5,10", so equal lists share one key. */
export const categoryIdList = (block: CategoryTilesBlock) => splitIds(block.home_cat_multi_id).join(',');

/**
 * POST categoryByIds with `{ data: { home_cat_multi_id } }` (spec: shell §7). Keyed by the ids only, so two
 * tile blocks showing the same categories make one request whatever their title or layout.
 */
export const categoryTilesQueryOptions = (ids: string) =>
  queryOptions({
    queryKey: ['catalogue', 'category-tiles', ids] as const,
    queryFn: ({ signal }) => callApi(categoryByIds, { data: { home_cat_multi_id: ids } }, { signal }),
    staleTime: 5 * 60_000,
  });
