import { queryOptions } from '@tanstack/react-query';
import { getTeamsData } from '@schemas/contract';
import { callApi } from '@/lib/api-client';

/**
 * The team (spec: shell §7 "GET getTeamsData"). One key for every team block, whatever its settings, so
 * two team blocks on a page make one request.
 */
export const teamQueryOptions = () =>
  queryOptions({
    queryKey: ['content', 'team'],
    queryFn: ({ signal }) => callApi(getTeamsData, undefined, { signal }),
    staleTime: 5 * 60_000,
  });
