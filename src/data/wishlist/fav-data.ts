import { queryOptions } from '@tanstack/react-query';
import { userFavData } from '@schemas/calls/wishlist';
import { callApi } from '@/data/call-api';
import { endExpiredSession } from '@/data/account/session-expired';

export const FAV_DATA_KEY = ['wishlist', 'items'] as const;

/** GET user-fav-data (catalogue §7): the signed-in customer's wishlist, asked for only while signed in. */
export const favDataQueryOptions = (signedIn: boolean) =>
  queryOptions({
    queryKey: FAV_DATA_KEY,
    queryFn: async ({ signal }) => {
      const answer = await callApi(userFavData, undefined, { signal });
      endExpiredSession(answer);
      return answer;
    },
    enabled: signedIn,
    // spec: catalogue §8 — a failed wishlist fetch simply stops loading, with no message.
    retry: false,
  });
