import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/data/call-api';
import { pagecontent as pagecontentCall } from '@schemas/calls/content';

/**
 * A content page by slug (spec: shell §7 POST pagecontent). Not retried: a failed call leads to
 * /error_404 (spec: catalogue §8), and a retry would only keep the shopper waiting for it.
 */
export const pageContentQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['content', 'page', slug],
    queryFn: ({ signal }) => callApi(pagecontentCall, { slug }, { signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });

export const usePageContent = (slug: string) => useQuery(pageContentQueryOptions(slug));
