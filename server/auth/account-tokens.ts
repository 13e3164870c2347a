import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ACCOUNT_TOKEN_PURPOSES, accountTokens as t } from '../db/schema';
import { hashToken } from './session';

export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

/**
 * How long an e-mailed link works (issue 11 §1): a verification link a week, so a customer who reads the
 * welcome mail late can still use it; a reset link an hour, as it can take over the account.
 */
export const TOKEN_VALID_MINUTES: Record<AccountTokenPurpose, number> = { verify: 7 * 24 * 60, reset: 60 };

/** A new link token (32 random bytes, base64url, as session tokens) and the SHA-256 that is stored of it. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

/** Stores a token's hash for `customerId`, valid from now (the database's clock) for its purpose's time. */
export async function storeAccountToken(
  db: Db,
  customerId: number,
  purpose: AccountTokenPurpose,
  hash: string,
): Promise<void> {
  const expiresAt = sql`now() + ${sql.raw(`interval '${TOKEN_VALID_MINUTES[purpose]} minutes'`)}`;
  await db.insert(t).values({ customerId, purpose, tokenHash: hash, expiresAt });
}

/** A token of `purpose` that is unused and unexpired, looked up by its hash through the unique index (STYLE 20). */
const live = (token: string, purpose: AccountTokenPurpose) =>
  and(eq(t.tokenHash, hashToken(token)), eq(t.purpose, purpose), isNull(t.usedAt), gt(t.expiresAt, sql`now()`));

/** The customer a live token of `purpose` belongs to, without using it; null for an unknown, used or expired one. */
export async function liveTokenOwner(db: Db, token: string, purpose: AccountTokenPurpose): Promise<number | null> {
  const [row] = await db.select({ customerId: t.customerId }).from(t).where(live(token, purpose)).limit(1);
  return row?.customerId ?? null;
}

/**
 * Uses a live token of `purpose`: one conditional UPDATE, so of two uses at once exactly one gets the customer
 * and the other null (as an unknown, used or expired token does).
 */
export async function useAccountToken(db: Db, token: string, purpose: AccountTokenPurpose): Promise<number | null> {
  const [row] = await db
    .update(t)
    .set({ usedAt: sql`now()` })
    .where(live(token, purpose))
    .returning({ customerId: t.customerId });
  return row?.customerId ?? null;
}

/** Retires every unused token of `purpose` a customer has (once a reset link is used, the others are void). */
export async function retireAccountTokens(db: Db, customerId: number, purpose: AccountTokenPurpose): Promise<void> {
  await db
    .update(t)
    .set({ usedAt: sql`now()` })
    .where(and(eq(t.customerId, customerId), eq(t.purpose, purpose), isNull(t.usedAt)));
}
