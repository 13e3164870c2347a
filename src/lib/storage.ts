import { createContext, createElement, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { z } from 'zod/mini';
import { MIRROR_PATHS, mirrorCookies } from '@schemas/storage-mirror';

/** Browser storage that never throws (private mode, disabled storage, the server renderer). */
function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

const rawStorage = {
  get: (key: string) => safe(() => window.localStorage.getItem(key), null),
  set: (key: string, value: string) => safe(() => window.localStorage.setItem(key, value), undefined),
  remove: (key: string) => safe(() => window.localStorage.removeItem(key), undefined),
};

/**
 * The tab's session storage as text, never throwing: for what the app keeps per tab about the tab itself
 * (where each history entry was scrolled to, src/lib/scroll-positions.ts), not for a domain's data.
 */
export const tabStorage = {
  get: (key: string) => safe(() => window.sessionStorage.getItem(key), null),
  set: (key: string, value: string) => safe(() => window.sessionStorage.setItem(key, value), undefined),
};

/** One value in browser storage, read through its schema. */
export interface StoredValue<T> {
  readonly key: string;
  /** The value, or null when absent; a corrupt or foreign value is removed and reads as null. */
  read(): T | null;
  write(value: T): void;
  clear(): void;
  /** Calls back when this tab or another changes the value. */
  subscribe(onChange: () => void): () => void;
  /** The value in a server's snapshot of mirrored storage (null when absent, or this value is not mirrored). */
  fromSnapshot(snapshot: StoredSnapshot): T | null;
}

/** Raw stored strings by storage key, as the server read them from their cookie mirrors (ADR 024). */
export type StoredSnapshot = Readonly<Record<string, string>>;

/** Every value declared that the server draws pages with, in the order declared. */
const mirroredValues: StoredValue<unknown>[] = [];

/**
 * Reads each value of the server's snapshot ahead of hydration, one value a task (`between` before each), so
 * hydrating reads them parsed (ADR 076). A value's first read builds its schema: for the bag, about 40 ms of a
 * phone's hydration task at a 4x CPU throttle, every page a guest with a bag opens.
 */
export async function readSnapshotAhead(snapshot: StoredSnapshot, between: () => Promise<void>): Promise<void> {
  for (const value of mirroredValues) {
    if (snapshot[value.key] === undefined) continue;
    await between();
    value.fromSnapshot(snapshot);
  }
}

/**
 * Writes (or, with null, removes) the cookie mirror of the value under `key`: a value too large for a
 * cookie is not mirrored, and its page is drawn once the app has read storage, as without a mirror.
 */
function writeMirror(key: string, raw: string | null) {
  const secure = safe(() => window.location.protocol === 'https:', false);
  for (const cookie of mirrorCookies(key, raw, secure)) safe(() => (document.cookie = cookie), undefined);
}

/**
 * Declares the stored value under `key`, parsed with `schema` on every read (STYLE 3: storage sessions
 * live in their domain's data home, one module per key). `json` values are stored as JSON, `text` ones
 * as the string itself (the user token, as other clients of the back office store it). A value that
 * does not parse is dropped rather than trusted: another app on the origin, an older version of this one
 * or a hand edit must never break a page.
 */
export function storedValue<T>(
  key: string,
  schema: z.ZodMiniType<T>,
  format: 'json' | 'text' = 'json',
): StoredValue<T> {
  // Parsing on every render would be wasteful and, for useSyncExternalStore, wrong (a new object each
  // time): the parsed value is kept while the raw string is unchanged.
  let cache: { raw: string; value: T | null } | undefined;

  const decode = (raw: string): T | null => {
    let input: unknown = raw;
    if (format === 'json') {
      try {
        input = JSON.parse(raw);
      } catch {
        return null;
      }
    }
    const parsed = schema.safeParse(input);
    return parsed.success ? parsed.data : null;
  };

  // A value the server draws pages with is mirrored in cookies for those pages (ADR 024). Once loaded in
  // the browser, the mirror is rewritten from storage: that renews its age and mends one gone stale
  // (storage written by another version of the app, cookies cleared on their own).
  const mirrored = key in MIRROR_PATHS;
  let snapshotCache: { raw: string; value: T | null } | undefined;
  const mirror = (raw: string | null) => {
    if (mirrored) writeMirror(key, raw);
  };
  if (mirrored && typeof window !== 'undefined') setTimeout(() => mirror(rawStorage.get(key)), 0);

  // The browser tells a tab only of other tabs' changes: this tab's own are announced the same way.
  const notify = () => safe(() => window.dispatchEvent(new StorageEvent('storage', { key })), undefined);

  const value: StoredValue<T> = {
    key,
    read() {
      const raw = rawStorage.get(key);
      if (raw === null) return null;
      // The storage the page was drawn with, as it usually is: the very value hydration read, so React finds
      // the store unchanged and draws nothing again.
      if (cache?.raw !== raw) cache = snapshotCache?.raw === raw ? snapshotCache : { raw, value: decode(raw) };
      if (cache.value === null) rawStorage.remove(key);
      return cache.value;
    },
    write(value) {
      const raw = format === 'json' ? JSON.stringify(value) : String(value);
      rawStorage.set(key, raw);
      mirror(raw);
      notify();
    },
    clear() {
      rawStorage.remove(key);
      mirror(null);
      notify();
    },
    fromSnapshot(snapshot) {
      const raw = mirrored ? snapshot[key] : undefined;
      if (raw === undefined) return null;
      if (snapshotCache?.raw !== raw) snapshotCache = { raw, value: decode(raw) };
      return snapshotCache.value;
    },
    subscribe(onChange) {
      // A null key is storage cleared as a whole.
      const onStorage = (event: StorageEvent) => {
        if (event.key === key || event.key === null) onChange();
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
  };
  if (mirrored) mirroredValues.push(value as StoredValue<unknown>);
  return value;
}

const StoredSnapshotContext = createContext<StoredSnapshot>({});

/** The server's snapshot of mirrored storage, for its render and the hydration of it (ADR 024). */
export function StoredSnapshotProvider({ snapshot, children }: { snapshot: StoredSnapshot; children: ReactNode }) {
  return createElement(StoredSnapshotContext.Provider, { value: snapshot }, children);
}

/**
 * The stored value, kept current as it changes. The server render and hydration see the value's cookie
 * mirror when the request carried one, else null (there is no storage on the server); the browser's own
 * value right after.
 */
export function useStoredValue<T>(stored: StoredValue<T>): T | null {
  const snapshot = useContext(StoredSnapshotContext);
  return useSyncExternalStore(stored.subscribe, stored.read, () => stored.fromSnapshot(snapshot));
}

const noChange = () => () => undefined;

/**
 * False while browser storage is unseen (the server render, and hydrating it), true from the browser's first
 * own render: a page whose content is the visitor's (a guest's bag) draws a placeholder until then, not the
 * empty state it would otherwise flash.
 */
export function useStorageReady(): boolean {
  return useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
}
