import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '@domain/constants';

/** spec: shell §9 — the mobile layout applies on screens 768 px wide or narrower. */
const QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;

const media = () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(QUERY) : null);

function subscribe(onChange: () => void) {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? false,
    () => false,
  );
}
