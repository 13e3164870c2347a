import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/data/call-api';
import { dashboard as dashboardCall } from '@schemas/calls/content';

/**
 * Home page sections, browser and mobile (spec: shell §7 "fetch dashboard"). No artificial delay:
 * the home blocks hold their space with skeletons, and the spec's 500 ms applies to menu and footer.
 */
export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: ['content', 'dashboard'],
    queryFn: ({ signal }) => callApi(dashboardCall, undefined, { signal }),
    staleTime: 5 * 60_000,
  });

export const useDashboard = () => useQuery(dashboardQueryOptions());
