import { QueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * Story parameters understood by the global decorator in preview.tsx. Use them from any story:
 *
 *   parameters: {
 *     queryData: [[['content', 'settings'], settingsResponse], [['content', 'menu'], menuResponse]],
 *     queryLoading: [['content', 'footer']],   // held loading forever: skeleton stories
 *     queryError: [['content', 'banners']],    // failed: "load failure ends silently" stories
 *     route: '/search-result/silk',            // MemoryRouter's first entry (default '/')
 *     preview: false,                          // shopper view; editor preview mode is on by default
 *   }
 *
 * `queryData` is written with queryClient.setQueryData before the story renders, so pass data in the
 * shape the query's queryFn resolves to (the parsed response). Each story gets a fresh QueryClient
 * (retry off, seeded data never refetched), so stories never share or leak state.
 *
 * `cmsSections` (unknown[]) renders those CMS sections through the renderer instead of the story's own
 * render; block stories generated from fixtures/blocks use it.
 */
export interface StoryParameters {
  queryData?: ReadonlyArray<readonly [QueryKey, unknown]>;
  queryLoading?: readonly QueryKey[];
  queryError?: readonly QueryKey[];
  route?: string;
  preview?: boolean;
  cmsSections?: unknown[];
}

/** Typed helper for `queryData`: `seed([key, data], [key, data])`. */
export const seed = (...entries: (readonly [QueryKey, unknown])[]): StoryParameters['queryData'] => entries;

const never = () => new Promise<never>(() => undefined);

/** A fresh client for one story, pre-seeded from the story's parameters. */
export function createStoryQueryClient(parameters: StoryParameters): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        staleTime: Infinity,
        refetchOnMount: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        retryOnMount: false,
      },
    },
  });
  for (const [queryKey, data] of parameters.queryData ?? []) client.setQueryData(queryKey, data);
  for (const queryKey of parameters.queryLoading ?? []) void client.prefetchQuery({ queryKey, queryFn: never });
  for (const queryKey of parameters.queryError ?? []) {
    const error = new Error('Seeded failure (story parameter queryError)');
    client.getQueryCache().build(client, { queryKey }).setState({
      status: 'error',
      fetchStatus: 'idle',
      error,
      errorUpdatedAt: Date.now(),
      errorUpdateCount: 1,
      fetchFailureCount: 1,
      fetchFailureReason: error,
    });
  }
  return client;
}
