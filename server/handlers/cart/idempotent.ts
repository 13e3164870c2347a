import { and, eq } from 'drizzle-orm';
import type { z } from 'zod/mini';
import { CartResponseSchema, type CartResponse } from '@schemas/cart';
import type { Db } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';
import { bagMessages } from './bag-messages';

/** As the wire carries it (server/http/json.ts): absent values as null. */
const undefinedAsNull = (_key: string, value: unknown) => (value === undefined ? null : value);

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What a keyed change found: its own first run, or the reply a first request with the same key stored. */
export type KeyedOutcome<T> = { replayed: false; reply: T } | { replayed: true; reply: T | null };

/**
 * Runs `change` once per (customer, Idempotency-Key), inside the caller's transaction: the key is claimed
 * first (its row inserted; a second request with the same key waits on that row until the first commits),
 * the change runs, and its reply is stored with the key. A replay gets the stored reply (null when it was
 * stored by another call or no longer parses) and changes nothing. Without a key the change just runs.
 */
export async function claimOnce<T>(
  tx: Tx,
  customerId: number,
  key: string | null,
  call: string,
  schema: z.ZodMiniType<T>,
  change: () => Promise<T>,
): Promise<KeyedOutcome<T>> {
  if (!key) return { replayed: false, reply: await change() };
  const [claimed] = await tx
    .insert(idempotencyKeys)
    .values({ customerId, key, call, reply: {} })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  const where = and(eq(idempotencyKeys.customerId, customerId), eq(idempotencyKeys.key, key));
  if (!claimed) {
    const [stored] = await tx.select().from(idempotencyKeys).where(where);
    // The stored reply is this call's own answer, written below in the transaction that made the change.
    // Replayed exactly as first sent (parsing would drop the keys that went out as null).
    const same = stored?.call === call && schema.safeParse(stored.reply).success;
    return { replayed: true, reply: same ? (stored.reply as T) : null };
  }
  const reply = await change();
  await tx
    .update(idempotencyKeys)
    .set({ reply: JSON.parse(JSON.stringify(reply, undefinedAsNull)) as unknown })
    .where(where);
  return { replayed: false, reply };
}

/**
 * Runs a bag change once per Idempotency-Key (issue 9 §5: "a retried or double-tapped request changes the bag
 * once"), in one transaction with the change. A replay by the same customer gets the stored reply; a key
 * already used by another call gets a clear refusal.
 */
export async function oncePerKey(
  db: Db,
  customerId: number,
  key: string | null,
  call: string,
  change: (tx: Tx) => Promise<CartResponse>,
): Promise<CartResponse> {
  return db.transaction(async (tx) => {
    const outcome = await claimOnce(tx, customerId, key, call, CartResponseSchema, () => change(tx));
    return outcome.reply ?? { data: { status: 'error', message: bagMessages.keyReused, resCartData: [] } };
  });
}
