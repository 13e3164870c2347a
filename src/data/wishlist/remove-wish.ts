import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removeFavWishlist } from '@schemas/calls/wishlist';
import { callApi } from '@/data/call-api';
import { endExpiredSession } from '@/data/account/session-expired';
import { FAV_COUNT_KEY } from './fav-count';
import { FAV_DATA_KEY } from './fav-data';
import { patchUfp } from './patch-ufp';

/**
 * POST remove-fav-wishlist (catalogue §7): the wishlist page takes an item out once it is in the bag
 * (catalogue §2 "Wishlist"). The count, the list and every cached card follow the server's answer.
 */
export function useRemoveFromWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['wishlist', 'remove'],
    mutationFn: (productId: number) => callApi(removeFavWishlist, { product_id: productId }),
    onSuccess: async (answer, productId) => {
      if (endExpiredSession(answer)) return;
      queryClient.setQueryData(FAV_COUNT_KEY, answer.count);
      queryClient.setQueriesData({ predicate: (q) => q.queryKey[0] !== 'wishlist' }, (data: unknown) =>
        patchUfp(data, productId, 0),
      );
      await queryClient.invalidateQueries({ queryKey: FAV_DATA_KEY });
    },
  });
}
