import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions } from '../db/schema';

/**
 * A session lasts 30 days from sign-in (docs/decisions/017-sign-in-and-sessions.md): long enough that a
 * shopper who comes back within a month is still signed in, short enough that a forgotten device lapses.
 */
export const SESSION_DAYS = 30;

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

/** Opens a session for `customerId`: an opaque random token (32 bytes, base64url) that only its holder knows. */
export async function createSession(db: Db, customerId: number, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_DAYS * 24 * 60 * 60 * 1000);
  await db.insert(sessions).values({ customerId, tokenHash: hashToken(token), expiresAt });
  return token;
}

/** Revokes the session of `bearerToken` (logout); answers whether a live one was revoked. */
export async function revokeSession(db: Db, bearerToken: string | null): Promise<boolean> {
  if (!bearerToken) return false;
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.tokenHash, hashToken(bearerToken)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
      ),
    )
    .returning({ id: sessions.id });
  return revoked.length > 0;
}
