import { STORAGE_KEYS } from '@domain/constants';

/** Browser storage that never throws (private mode, disabled storage, SSR-less tests). */
function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

export const storage = {
  get: (key: string) => safe(() => window.localStorage.getItem(key), null),
  set: (key: string, value: string) => safe(() => window.localStorage.setItem(key, value), undefined),
  remove: (key: string) => safe(() => window.localStorage.removeItem(key), undefined),
};

export const getUserToken = () => storage.get(STORAGE_KEYS.userToken);
export const removeUserToken = () => storage.remove(STORAGE_KEYS.userToken);
