import { and, eq } from 'drizzle-orm';
import { CartResponseSchema, type CartResponse } from '@schemas/cart';
import type { Db } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';
import { bagMessages } from './bag-messages';

/** As the wire carries it (server/http/json.ts): absent values as null. */
const undefinedAsNull = (_key: string, value: unknown) => (value === undefined ? null : value);

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Runs a bag change once per Idempotency-Key (issue 9 §5: "a retried or double-tapped request changes the bag
 * once"). In one transaction with the change: the key is claimed first (its row inserted; a second request
 * with the same key waits on that row until the first commits), the change runs, and its reply is stored. A
 * replay by the same customer gets the stored reply and changes nothing. Without a key the change just runs.
 */
export async function oncePerKey(
  db: Db,
  customerId: number,
  key: string | null,
  call: string,
  change: (tx: Tx) => Promise<CartResponse>,
): Promise<CartResponse> {
  return db.transaction(async (tx) => {
    if (key) {
      const [claimed] = await tx
        .insert(idempotencyKeys)
        .values({ customerId, key, call, reply: {} })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (!claimed) {
        const [stored] = await tx
          .select()
          .from(idempotencyKeys)
          .where(and(eq(idempotencyKeys.customerId, customerId), eq(idempotencyKeys.key, key)));
        // The stored reply is this call's own answer, written below in the transaction that made the change.
        // Replayed exactly as first sent (parsing would drop the keys that went out as null).
        if (stored?.call === call && CartResponseSchema.safeParse(stored.reply).success) {
          return stored.reply as CartResponse;
        }
        return { data: { status: 'error', message: bagMessages.keyReused, resCartData: [] } };
      }
    }
    const reply = await change(tx);
    if (key) {
      await tx
        .update(idempotencyKeys)
        .set({ reply: JSON.parse(JSON.stringify(reply, undefinedAsNull)) as unknown })
        .where(and(eq(idempotencyKeys.customerId, customerId), eq(idempotencyKeys.key, key)));
    }
    return reply;
  });
}
