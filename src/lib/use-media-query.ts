import { useCallback, useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '@domain/constants';

/** spec: shell §9 — the mobile layout applies at 768 px and below. */
export const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

const canMatch = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

/**
 * Whether `query` matches, kept in sync with the viewport. The first client render already reads the
 * real value (useSyncExternalStore's snapshot), so the right content set renders without a flash;
 * `serverValue` is only used where there is no window.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!canMatch()) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => (canMatch() ? window.matchMedia(query).matches : serverValue),
    () => serverValue,
  );
}

/** True at the spec's mobile width (768 px and below). */
export const useIsMobile = () => useMediaQuery(MOBILE_QUERY);
