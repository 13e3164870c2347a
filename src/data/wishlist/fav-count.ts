import { queryOptions, useQuery } from '@tanstack/react-query';
import { getFavCount } from '@schemas/calls/fav-count';
import { callApi } from '@/data/call-api';
import { endExpiredSession } from '@/data/account/session-expired';
import { useSignedIn } from '@/data/account/user-token';

export const FAV_COUNT_KEY = ['wishlist', 'count'] as const;

/** GET getFavCount (shell §7): the header heart's count; asked for only while signed in (shell §4 "First load"). */
export const favCountQueryOptions = (signedIn: boolean) =>
  queryOptions({
    queryKey: FAV_COUNT_KEY,
    queryFn: async ({ signal }) => {
      const answer = await callApi(getFavCount, undefined, { signal });
      endExpiredSession(answer);
      return answer.count;
    },
    enabled: signedIn,
    staleTime: 60_000,
  });

/** The wishlist count, 0 for a guest (the header hides the badge at 0, shell §2). */
export function useFavCountQuery(): number {
  const signedIn = useSignedIn();
  const { data } = useQuery(favCountQueryOptions(signedIn));
  return signedIn ? (data ?? 0) : 0;
}
