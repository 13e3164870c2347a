import { createHash } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions } from '../db/schema';

/** Tokens are stored only as their SHA-256 (hex): a leaked table signs nobody in. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * The customer a bearer token signs in, or null when there is none, or it is unknown, revoked or
 * expired. The lookup is by the token's hash through a unique index, so no token is compared byte by
 * byte in application code (STYLE 20).
 */
export async function signedInCustomer(db: Db, bearerToken: string | null): Promise<number | null> {
  if (!bearerToken) return null;
  const [row] = await db
    .select({ customerId: sessions.customerId })
    .from(sessions)
    .where(
      and(
        eq(sessions.tokenHash, hashToken(bearerToken)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row?.customerId ?? null;
}
