import { queryOptions, useQuery } from '@tanstack/react-query';
import { bagCount, bagSummary, EMPTY_SUMMARY } from '@domain/cart';
import { cartSessionData } from '@schemas/calls/cart';
import type { CartLine, CartResponse, CartSummary } from '@schemas/cart';
import { endExpiredSession } from '@/data/account/session-expired';
import { useSignedIn } from '@/data/account/user-token';
import { callApi } from '@/data/call-api';
import { useSettings } from '@/data/content/settings';
import { useStorageReady, useStoredValue } from '@/lib/storage';
import { cartSession } from './cart-session';

/** The bag as every reader sees it (spec: shell §4 "Local state held: cart items and count"). */
export interface Bag {
  lines: CartLine[];
  summary: CartSummary;
  count: number;
}

export const EMPTY_BAG: Bag = { lines: [], summary: EMPTY_SUMMARY, count: 0 };

/** A server reply as the bag: 'success' gives its lines and summary, anything else an empty bag (§7, §8). */
export function bagFromReply(reply: CartResponse['data']): Bag {
  if (reply.status !== 'success') return EMPTY_BAG;
  return {
    lines: reply.resCartData,
    summary: reply.cartSummary ?? EMPTY_SUMMARY,
    count: bagCount(reply.resCartData),
  };
}

/** Every reader of the bag starts with this key; a bag change invalidates or replaces it (ADR 016). */
export const BAG_KEY = ['cart', 'bag'] as const;

/**
 * The signed-in customer's bag: POST cartSessionData {coupon_session: null} (spec: shell §4 "First load",
 * §7). A failed load is an empty bag with count 0 (§8). Refetched when the tab regains focus, so a change
 * made in another tab shows here too (bag-broadcast.ts tells open tabs at once).
 */
export const customerBagQueryOptions = () =>
  queryOptions({
    queryKey: [...BAG_KEY, 'customer'] as const,
    queryFn: async ({ signal }) => {
      const reply = (await callApi(cartSessionData, { coupon_session: null }, { signal })).data;
      // A lapsed session removes the token and goes home (catalogue §6, shell §8).
      endExpiredSession({ status: reply.status, message: reply.message ?? '' });
      return bagFromReply(reply);
    },
    staleTime: 10_000,
    refetchOnWindowFocus: true,
  });

export type BagState = Bag & {
  signedIn: boolean;
  /** The bag is not known yet: the signed-in bag is on its way, or browser storage is still unseen. */
  loading: boolean;
  /** The signed-in bag could not be loaded: it reads as empty (§8). */
  failed: boolean;
};

/** What the bag and its count are read from: the signed-in state, the guest's stored lines, the customer's bag. */
function useBagSources() {
  const signedIn = useSignedIn();
  const guestLines = useStoredValue(cartSession);
  const customer = useQuery({ ...customerBagQueryOptions(), enabled: signedIn });
  return { signedIn, guestLines, customer };
}

/**
 * The bag, signed in or not (spec: shell §4 "First load": with a token the server's bag, without one
 * CART_SESSION with the summary computed locally by domain/cart.ts and the site's shipping settings).
 */
export function useBag(): BagState {
  const { signedIn, guestLines, customer } = useBagSources();
  const ready = useStorageReady();
  const settings = useSettings();
  if (signedIn) {
    return {
      ...(customer.data ?? EMPTY_BAG),
      signedIn,
      loading: customer.isPending,
      failed: customer.isError,
    };
  }
  const lines = guestLines ?? [];
  const rule = settings.data?.sitesettings ?? {};
  // The server draws a guest's bag from its cookie mirror when the request carried one (ADR 024).
  const loading = !ready && guestLines === null;
  return { lines, summary: bagSummary(lines, rule), count: bagCount(lines), signedIn, loading, failed: false };
}

/**
 * The header badge: the number of lines in the bag, signed in or not (spec: shell §2 "Header"); `useBag().count`
 * without what only the bag's own views read. A count needs no "storage seen yet": it is 0 for a bag not known, as
 * the server drew it. So the header, on every page, is not drawn again at once after hydration for that flag
 * (ADR 074).
 */
export function useBagCount(): number {
  const { signedIn, guestLines, customer } = useBagSources();
  return signedIn ? (customer.data ?? EMPTY_BAG).count : bagCount(guestLines ?? []);
}
