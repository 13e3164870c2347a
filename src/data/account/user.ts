import { queryOptions, useQuery } from '@tanstack/react-query';
import { messages } from '@domain/messages';
import { getUserData } from '@schemas/calls/account';
import { callApi } from '@/data/call-api';
import { userToken } from './user-token';

/** spec: shell §8 — a user-data answer "Session expired" removes the token and goes home. */
function endExpiredSession(answer: { status: string; message: string }): void {
  if (answer.status !== 'error') return;
  if (answer.message !== messages.sessionExpired && answer.message !== 'Unauthorized') return;
  userToken.clear();
  window.location.assign('/');
}

/** GET get-user-data: the signed-in shopper; only asked for when a user token exists (shell §6). */
export const userQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'user'],
    queryFn: async ({ signal }) => {
      const answer = await callApi(getUserData, undefined, { signal });
      endExpiredSession(answer);
      return answer;
    },
    enabled: userToken.read() !== null,
    staleTime: 60_000,
  });

export const useUser = () => useQuery(userQueryOptions());
