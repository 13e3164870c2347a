import { useCallback, useLayoutEffect, useRef, type RefObject } from 'react';

const focusLost = () => {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
};

/** The bag's drawer, or on /cart the heading of the section of its lines (it names the bag and its count). */
function fallbackIn(region: Element | null): HTMLElement | null {
  if (!region?.isConnected) return null;
  if (region.getAttribute('role') === 'dialog') return region as HTMLElement;
  return region.querySelector<HTMLElement>('h1[tabindex], h2[tabindex]');
}

/**
 * Keeps the keyboard's place when the line holding the focus leaves the bag (its Remove pressed): the browser
 * would leave the focus on the page's body. It goes instead to the Remove button of the line now in its place
 * (or of the new last line), and when no line is left, to the bag: the drawer, or the heading of /cart's lines.
 *
 * `listRef` goes on the element holding the rows. A leaving row tells `rowLeaving` from its own layout effect's clean-up (`useRowLeaving`), which React runs
 * while the row is still in the page, so whether it holds the focus is still known. Rows carry `data-line`.
 */
export function useFocusKeptOnRemoval(keys: string[]) {
  const list = useRef<HTMLElement | null>(null);
  const previous = useRef(keys);
  const leaving = useRef<string | null>(null);

  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = keys;
    const key = leaving.current;
    leaving.current = null;
    if (key === null || keys.includes(key) || !focusLost()) return;
    const rows = list.current?.querySelectorAll<HTMLElement>('[data-line]') ?? [];
    const row = rows[Math.min(Math.max(before.indexOf(key), 0), rows.length - 1)];
    row?.querySelector<HTMLElement>('button[aria-label^="Remove"]')?.focus();
  }, [keys]);

  useLayoutEffect(() => {
    const node = list.current;
    return () => {
      // The lines go as a whole (the last one left, and the empty bag comes in their place) with the focus inside.
      if (!node?.contains(document.activeElement)) return;
      const region = node.closest('[role="dialog"], section');
      setTimeout(() => {
        if (focusLost()) fallbackIn(region)?.focus();
      });
    };
  }, []);

  const rowLeaving = useCallback((key: string) => {
    leaving.current = key;
  }, []);
  const listRef = useCallback((node: HTMLElement | null) => {
    list.current = node;
  }, []);
  return { listRef, rowLeaving };
}

/** A row's part of `useFocusKeptOnRemoval`: when it leaves the page holding the focus, it says so. */
export function useRowLeaving(row: RefObject<HTMLElement | null>, key: string, onLeaving?: (key: string) => void) {
  useLayoutEffect(() => {
    const node = row.current;
    return () => {
      if (node?.contains(document.activeElement)) onLeaving?.(key);
    };
  }, [row, key, onLeaving]);
}
