import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client';
import { getUserToken } from '../storage';

/** The signed-in shopper; only asked for when a user token exists (shell §6). */
export const userQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'user'],
    queryFn: ({ signal }) => callApi('get-user-data', undefined, { signal }),
    enabled: Boolean(getUserToken()),
    staleTime: 60_000,
  });

export const useUser = () => useQuery(userQueryOptions());
