import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client';
import { getUserToken } from '../storage';
import { getUserData } from '@schemas/contract';

/** The signed-in shopper; only asked for when a user token exists (shell §6). */
export const userQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'user'],
    queryFn: ({ signal }) => callApi(getUserData, undefined, { signal }),
    enabled: Boolean(getUserToken()),
    staleTime: 60_000,
  });

export const useUser = () => useQuery(userQueryOptions());
