import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export { PAGE_QUERIES_ID, PAGE_QUERIES_PARAM, pageQueriesOf, pageQueriesUrl } from '@schemas/page-queries';

/**
 * A drawn page's data, kept for the one call the page makes for it (ADR 040). The HTML carries how to hydrate
 * and the entry's id; once its largest paint is done the page asks its own URL for the data, with the id as the
 * last query parameter (schemas/page-queries.ts), beside the app's code. An entry is taken once, by the caller it
 * was drawn for (the same cookies), within `ttlMs`. A caller that finds none (another replica, a restart, an
 * entry taken or expired) gets the page's data drawn afresh for its own request: a cache, never state that
 * replicas must share.
 */
export interface PageQueriesStore {
  /** Keeps `json` for the caller with this cookie header; returns the entry's id. */
  put(json: string, cookie: string | undefined): string;
  /** The entry's JSON and forgets it, or null when there is none for this caller. */
  take(id: string, cookie: string | undefined): string | null;
}

export interface PageQueriesLimits {
  /** How long an entry waits for its page's call. */
  ttlMs: number;
  /** The most entries kept; the oldest go first. */
  maxEntries: number;
  /** The most characters of JSON kept in all; the oldest go first. */
  maxChars: number;
}

/** A page asks for its data within seconds of its HTML; a phone on a slow link may take a few more. */
export const PAGE_QUERIES_LIMITS: PageQueriesLimits = { ttlMs: 60_000, maxEntries: 2_000, maxChars: 32_000_000 };

interface Entry {
  json: string;
  owner: Buffer;
  expires: number;
}

/** Who a page was drawn for: a digest of its cookies, compared in constant time. */
const ownerOf = (cookie: string | undefined) =>
  createHash('sha256')
    .update(cookie ?? '')
    .digest();

export function createPageQueriesStore(
  limits: PageQueriesLimits = PAGE_QUERIES_LIMITS,
  now: () => number = Date.now,
): PageQueriesStore {
  // A Map keeps insertion order: its first entries are the oldest.
  const entries = new Map<string, Entry>();
  let chars = 0;
  const drop = (id: string, entry: Entry) => {
    entries.delete(id);
    chars -= entry.json.length;
  };
  const trim = () => {
    const time = now();
    for (const [id, entry] of entries) {
      const over = entries.size > limits.maxEntries || chars > limits.maxChars;
      if (!over && entry.expires > time) break;
      drop(id, entry);
    }
  };
  return {
    put(json, cookie) {
      const id = randomBytes(16).toString('base64url');
      entries.set(id, { json, owner: ownerOf(cookie), expires: now() + limits.ttlMs });
      chars += json.length;
      trim();
      return id;
    },
    take(id, cookie) {
      const entry = entries.get(id);
      if (!entry) return null;
      if (!timingSafeEqual(entry.owner, ownerOf(cookie))) return null;
      drop(id, entry);
      return entry.expires > now() ? entry.json : null;
    },
  };
}
