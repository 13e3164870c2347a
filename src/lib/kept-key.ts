import { z } from 'zod/mini';
import { randomKey } from './random-key';
import { storedValue } from './storage';

/**
 * An Idempotency-Key kept in browser storage under `storageKey` for as long as what it sends is unchanged: a
 * request sent again after its answer was lost (a dropped connection, a second tap, a reload) carries the same
 * key and happens once; a changed request gets a new key. Used by the bag's merge at sign-in and by the order.
 */
export function keptKey(storageKey: string) {
  const stored = storedValue(storageKey, z.object({ sent: z.string(), key: z.string() }));
  return {
    /** The key for `sent` (the request as sent, serialised). */
    for(sent: string): string {
      const kept = stored.read();
      if (kept?.sent === sent) return kept.key;
      const key = randomKey();
      stored.write({ sent, key });
      return key;
    },
    /** Forgets the key: the next request gets a new one. */
    clear: () => stored.clear(),
  };
}
