import { queryOptions, useQuery } from '@tanstack/react-query';
import { LOADING_DELAY_MS } from '@domain/constants';
import { callApi } from '@/data/call-api';
import { atLeast } from '@/lib/delay';
import { footer as footerCall } from '@schemas/calls/content';

/** Footer columns; loading ends after the spec's 500 ms delay (shell §4 "Skeletons"). */
export const footerQueryOptions = () =>
  queryOptions({
    queryKey: ['content', 'footer'],
    queryFn: ({ signal }) => atLeast(LOADING_DELAY_MS, callApi(footerCall, undefined, { signal })),
    staleTime: 5 * 60_000,
  });

export const useFooter = () => useQuery(footerQueryOptions());
