import { useSyncExternalStore } from 'react';
import { getUserToken } from '@/lib/storage';

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

const hasToken = () => Boolean(getUserToken());

/** spec: shell §6 — a visitor is signed in when a stored user token exists. */
export function useSignedIn(): boolean {
  return useSyncExternalStore(subscribe, hasToken, () => false);
}
