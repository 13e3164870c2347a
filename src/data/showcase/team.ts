import { queryOptions } from '@tanstack/react-query';
import { getTeamsData } from '@schemas/calls/showcase';
import { callApi } from '@/data/call-api';

/**
 * The team (spec: shell §7 "GET getTeamsData"). One key for every team block, whatever its settings, so
 * two team blocks on a page make one request.
 */
export const teamQueryOptions = () =>
  queryOptions({
    queryKey: ['showcase', 'team'],
    queryFn: ({ signal }) => callApi(getTeamsData, undefined, { signal }),
    staleTime: 5 * 60_000,
  });
