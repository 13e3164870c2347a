import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@domain/constants';
import { storage } from '@/lib/storage';

/** Fired on window by whoever changes the stored cart in this tab ('storage' covers other tabs). */
export const CART_CHANGE_EVENT = 'padmakshya:cart-change';

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener(CART_CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CART_CHANGE_EVENT, onChange);
  };
}

const readRaw = () => storage.get(STORAGE_KEYS.cartSession);

/** Number of lines in a stored guest cart: a list of lines, or an object holding one. */
export function countCartLines(raw: string | null): number {
  if (!raw) return 0;
  try {
    const value: unknown = JSON.parse(raw);
    if (Array.isArray(value)) return value.length;
    if (value && typeof value === 'object') {
      const lines = Object.values(value).find(Array.isArray);
      return lines ? lines.length : 0;
    }
  } catch {
    // A corrupt session reads as an empty cart rather than breaking the header.
  }
  return 0;
}

/**
 * The bag badge count. spec: shell §4 "Guest … the count equals the number of lines". The signed-in
 * server cart (cartSessionData) is not in this contract, so the stored cart is the source.
 */
export function useCartCount(): number {
  const raw = useSyncExternalStore(subscribe, readRaw, () => null);
  return countCartLines(raw);
}
