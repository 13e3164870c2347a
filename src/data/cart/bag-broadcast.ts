import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { userToken } from '@/data/account/user-token';
import { useStoredValue } from '@/lib/storage';
import { BAG_KEY } from './bag';

/**
 * Tells the shop's other open tabs that the signed-in bag changed, so their badge and bag follow at once
 * (issue 9 §5 "The header badge follows the bag in every tab"; a guest's tabs follow CART_SESSION's storage
 * events). Where BroadcastChannel is missing, the bag refetches when a tab regains focus.
 */
const CHANNEL = 'padmakshya-bag';

const channel = (): BroadcastChannel | null =>
  typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);

export function announceBagChange(): void {
  const c = channel();
  c?.postMessage('changed');
  c?.close();
}

/** Refetches this tab's bag when another tab announces a change; returns the unsubscribe. */
export function followBagChanges(client: QueryClient): () => void {
  const c = channel();
  if (!c) return () => undefined;
  c.onmessage = () => void client.invalidateQueries({ queryKey: BAG_KEY });
  return () => c.close();
}

/**
 * Keeps this tab's bag current: follows other tabs' announcements, and reloads the bag when the visitor
 * signs in or out here or in another tab (the token changes; the bag is then another one). Mounted once, by
 * the header.
 */
export function useFollowBag(): void {
  const client = useQueryClient();
  const token = useStoredValue(userToken);
  const seen = useRef(token);
  useEffect(() => followBagChanges(client), [client]);
  useEffect(() => {
    if (seen.current === token) return;
    seen.current = token;
    void client.invalidateQueries({ queryKey: BAG_KEY });
  }, [client, token]);
}
