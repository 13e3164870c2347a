import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/data/call-api';
import { settingsdata } from '@schemas/calls/content';

/** Site settings (spec: shell §4 "First load: site settings are fetched"). */
export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: ['content', 'settings'],
    queryFn: ({ signal }) => callApi(settingsdata, undefined, { signal }),
    staleTime: 5 * 60_000,
  });

export const useSettings = () => useQuery(settingsQueryOptions());
