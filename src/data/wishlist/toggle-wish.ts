import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { messages } from '@domain/messages';
import { addToFav } from '@schemas/calls/wishlist';
import type { WishVariation } from '@schemas/wishlist';
import { callFailureMessage } from '@/lib/call-failure';
import { useOpenDrawer } from '@/lib/drawers';
import { toastBag } from '@/lib/toast';
import { callApi } from '@/data/call-api';
import { endExpiredSession } from '@/data/account/session-expired';
import { useSignedIn } from '@/data/account/user-token';
import { FAV_COUNT_KEY } from './fav-count';
import { FAV_DATA_KEY, favDataQueryOptions } from './fav-data';
import { patchUfp } from './patch-ufp';

/** What a heart stands for: a product and, on the product page, the variation the shopper chose. */
export interface WishTarget {
  product_id: number;
  selected_variation?: WishVariation[];
}

const TOGGLE_KEY = ['wishlist', 'toggle'] as const;

/**
 * The wishlist heart (catalogue §4, shell §4): a guest is asked to sign in, in the sign-in modal over this page
 * (issue 11 §1), and the product is kept once they have, unless their wishlist already holds it (the heart
 * they tapped was empty because a guest has no wishlist, so a toggle would take it out). A customer's tap
 * toggles the product on the server, and the reply decides: every cached card and product page is patched
 * (`ufp_id`), the count replaced, the wishlist page asked again, and the spec's toast shown. A tap on a heart
 * whose toggle is still on its way is ignored, so a double tap cannot undo itself.
 */
export function useToggleWish(): (product: WishTarget) => void {
  const queryClient = useQueryClient();
  const openDrawer = useOpenDrawer();
  const signedIn = useSignedIn();
  const { mutate } = useMutation({
    mutationKey: TOGGLE_KEY,
    mutationFn: (target: WishTarget) =>
      callApi(addToFav, { product_id: target.product_id, selected_variation: target.selected_variation ?? [] }),
    onSuccess: (answer, target) => {
      if (endExpiredSession(answer)) return;
      if (answer.status !== 'success' || answer.data.status !== 'success') {
        toastBag.error(answer.data.notification || answer.message || messages.internalError);
        return;
      }
      const { ufp_id: ufpId, count } = answer.data;
      queryClient.setQueriesData({ predicate: (q) => q.queryKey[0] !== 'wishlist' }, (data: unknown) =>
        patchUfp(data, target.product_id, ufpId),
      );
      queryClient.setQueryData(FAV_COUNT_KEY, count);
      void queryClient.invalidateQueries({ queryKey: FAV_DATA_KEY });
      toastBag.success(ufpId > 0 ? messages.wishlistAdded : messages.wishlistRemoved);
    },
    onError: (error) => toastBag.error(callFailureMessage(error)),
  });

  return useCallback(
    (product: WishTarget) => {
      if (!signedIn) {
        const keepOnceSignedIn = async () => {
          const kept = await queryClient.fetchQuery(favDataQueryOptions(true)).catch(() => undefined);
          if (kept?.favdata.some((item) => item.product.product_id === product.product_id)) {
            toastBag.success(messages.wishlistAdded);
            return;
          }
          mutate(product);
        };
        openDrawer({ name: 'signIn', payload: { afterSignIn: () => void keepOnceSignedIn() } });
        return;
      }
      const busy = queryClient
        .getMutationCache()
        .findAll({ mutationKey: TOGGLE_KEY, status: 'pending' })
        .some((m) => (m.state.variables as WishTarget | undefined)?.product_id === product.product_id);
      if (!busy) mutate(product);
    },
    [signedIn, openDrawer, queryClient, mutate],
  );
}

/** Whether the heart of `productId` is waiting for the server (the card shows it pending). */
export function useWishPending(productId: number): boolean {
  const pending = useMutationState({
    filters: { mutationKey: TOGGLE_KEY, status: 'pending' },
    select: (m) => (m.state.variables as WishTarget | undefined)?.product_id,
  });
  return pending.includes(productId);
}

/** The products whose hearts are waiting for the server, for a grid of cards (one subscription per grid). */
export function usePendingWishes(): ReadonlySet<number> {
  const pending = useMutationState({
    filters: { mutationKey: TOGGLE_KEY, status: 'pending' },
    select: (m) => (m.state.variables as WishTarget | undefined)?.product_id,
  });
  return new Set(pending.filter((id): id is number => id !== undefined));
}
