import { createContext, createElement, useCallback, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { MOBILE_BREAKPOINT_PX } from '@domain/constants';

/** spec: shell §9 — the mobile layout applies at 768 px and below. */
export const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * The window whose viewport media queries are evaluated against: the page's own by default, or a preview
 * frame's, so the editors' playground renders its 390 px frame as a phone would (mobile set, mobile layout).
 */
export const MediaWindowContext = createContext<Window | null>(null);

const pageWindow = (): Window | null => (typeof window === 'undefined' ? null : window);
const canMatch = (win: Window | null): win is Window => typeof win?.matchMedia === 'function';

/**
 * Whether `query` matches, kept in sync with the viewport. A client-only render reads the real value at
 * once (useSyncExternalStore's snapshot), so the right content set renders without a flash; a server
 * render, and the hydration of its HTML, use `serverValue` and switch right after hydration if the real
 * viewport disagrees (ADR 014).
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const frame = useContext(MediaWindowContext);
  const subscribe = useCallback(
    (onChange: () => void) => {
      const win = frame ?? pageWindow();
      if (!canMatch(win)) return () => undefined;
      const list = win.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query, frame],
  );
  return useSyncExternalStore(
    subscribe,
    () => {
      const win = frame ?? pageWindow();
      return canMatch(win) ? win.matchMedia(query).matches : serverValue;
    },
    () => serverValue,
  );
}

/**
 * The server's guess of the device (from Sec-CH-UA-Mobile / User-Agent), given to the server render and
 * to the hydration of its HTML so that both pick the same content set (ADR 014). False without one.
 */
const MobileGuessContext = createContext(false);

export function MobileGuessProvider({ mobile, children }: { mobile: boolean; children: ReactNode }) {
  return createElement(MobileGuessContext.Provider, { value: mobile }, children);
}

/** True at the spec's mobile width (768 px and below). */
export const useIsMobile = () => useMediaQuery(MOBILE_QUERY, useContext(MobileGuessContext));
