import { queryOptions, useQuery } from '@tanstack/react-query';
import { getUserData } from '@schemas/calls/account';
import { callApi } from '@/data/call-api';
import { endExpiredSession } from './session-expired';
import { userToken } from './user-token';

/** GET get-user-data: the signed-in shopper; only asked for when a user token exists (shell §6). */
export const userQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'user'],
    queryFn: async ({ signal }) => {
      const answer = await callApi(getUserData, undefined, { signal });
      // spec: shell §8 — a user-data answer "Session expired" removes the token and goes home.
      endExpiredSession(answer);
      return answer;
    },
    enabled: userToken.read() !== null,
    staleTime: 60_000,
  });

export const useUser = () => useQuery(userQueryOptions());
