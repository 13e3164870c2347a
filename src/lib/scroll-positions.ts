import { tabStorage } from './storage';

/*
 * Where each history entry of this tab was scrolled to (ADR 049): a new navigation starts at the top (or at
 * its #fragment), Back and Forward return to where the shopper was, and so does a reload. The positions are
 * kept by history entry key in the tab's session storage, as the browser keeps its own for documents.
 */

/** Also read by the page's inline loader (src/app/app-loader.ts), which returns a reload to its place early. */
export const STORAGE_KEY = 'padmakshya-scroll';

/** A navigation that changes what the page shows but not which page it is (a listing's filter) keeps its place. */
export const KEEP_SCROLL = { keepScroll: true } as const;

export const keepsScroll = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { keepScroll?: unknown }).keepScroll === true;

let positions: Map<string, number> | undefined;

function stored(): Map<string, number> {
  if (positions) return positions;
  positions = new Map();
  try {
    const saved: unknown = JSON.parse(tabStorage.get(STORAGE_KEY) ?? '{}');
    if (typeof saved === 'object' && saved !== null) {
      for (const [key, y] of Object.entries(saved)) if (typeof y === 'number') positions.set(key, y);
    }
  } catch {
    // A malformed entry: positions are kept from now on.
  }
  return positions;
}

let kept = false;

/**
 * Starts keeping positions for this document: from now on, leaving it (a link the app does not handle, a
 * reload, another site) notes where the entry `currentKey()` names was, so Back or a reload returns there.
 */
export function keepScrollPositions(currentKey: () => string): void {
  if (kept) return;
  kept = true;
  addEventListener('pagehide', () => {
    rememberScroll(currentKey());
    tabStorage.set(STORAGE_KEY, JSON.stringify(Object.fromEntries([...stored()].slice(-100))));
  });
}

/** Notes where the page of history entry `key` is scrolled to, as the shopper leaves it. */
export function rememberScroll(key: string): void {
  const map = stored();
  map.delete(key);
  map.set(key, window.scrollY);
}

/** Where history entry `key` was left, if it was. */
export const scrollOf = (key: string): number | undefined => stored().get(key);
