import { queryOptions, useQuery } from '@tanstack/react-query';
import { LOADING_DELAY_MS } from '@domain/constants';
import { callApi } from '@/data/call-api';
import { atLeast } from '@/lib/delay';
import { menueList } from '@schemas/calls/content';

/** Top menu tree; loading ends after the spec's 500 ms delay (shell §4 "Skeletons"). */
export const menuQueryOptions = () =>
  queryOptions({
    queryKey: ['content', 'menu'],
    queryFn: ({ signal }) => atLeast(LOADING_DELAY_MS, callApi(menueList, undefined, { signal })),
    staleTime: 5 * 60_000,
  });

export const useMenu = () => useQuery(menuQueryOptions());
