import { queryOptions } from '@tanstack/react-query';
import { completeTheLooksData } from '@schemas/calls/catalogue-pages';
import { callApi } from '@/data/call-api';

/** POST completeTheLooksData {slug} (spec: catalogue §7): the other pieces of the product's look. */
export const completeTheLookQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['catalogue', 'complete-the-look', slug] as const,
    queryFn: ({ signal }) => callApi(completeTheLooksData, { slug }, { signal }),
    staleTime: 5 * 60_000,
  });
