import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  liveTokenOwner,
  newLinkToken,
  retireAccountTokens,
  storeAccountToken,
  useAccountToken,
} from '../auth/account-tokens';
import { hashPassword } from '../auth/password';
import {
  accountKey,
  clearThrottle,
  minutesUntil,
  QUOTAS,
  resetMailAccountKey,
  resetMailAddressKey,
  takeQuotas,
} from '../auth/throttle';
import { customers, emailOutbox, sessions } from '../db/schema';
import { accountMessages, resetMail, tooManyResetRequests } from './account-messages';
import type { Handler } from './types';

/** The link in the reset mail: the storefront's /change-password/{token} page (catalogue §2). */
const resetLink = (publicUrl: string, token: string) => `${publicUrl}/change-password/${encodeURIComponent(token)}`;

/**
 * `forgotpassword {user_email}` (catalogue §2 "Sign-in" steps 2–3, §7). Counted per account and per address
 * (server/auth/throttle.ts `QUOTAS`), whether or not the account exists. The answer never tells whether it
 * does: the same message, and the same work up to the two inserts a known account adds (the token is made
 * and the lookup runs in a transaction either way). A known account gets a single-use reset link, valid for
 * an hour, sent to the address it registered with.
 */
export const forgotpassword: Handler<'forgotpassword'> = async (body, { db, clientAddress, publicUrl }) => {
  const email = body.user_email;
  const locked = await takeQuotas(db, [
    [resetMailAccountKey(email), QUOTAS.resetMailPerAccount],
    [resetMailAddressKey(clientAddress), QUOTAS.resetMailPerAddress],
  ]);
  if (locked) return { status: 'error', message: tooManyResetRequests(minutesUntil(locked)) };

  const link = newLinkToken();
  await db.transaction(async (tx) => {
    const [account] = await tx
      .select({ id: customers.id, email: customers.email })
      .from(customers)
      .where(sql`lower(${customers.email}) = lower(${email})`)
      .limit(1);
    if (!account) return;
    await storeAccountToken(tx, account.id, 'reset', link.hash);
    await tx.insert(emailOutbox).values(resetMail(account.email, resetLink(publicUrl, link.token)));
  });
  return { status: 'success', message: accountMessages.resetMailSent };
};

/**
 * `resetpasswordprocess {user_password, user_confirm_password, token}` (catalogue §2 "Verification and reset
 * pages", §5, §7). The schema has checked the new password's strength and the confirmation. The token is
 * checked before the password is hashed (an unknown one costs no scrypt), then, in one transaction, used by
 * one conditional UPDATE (two uses at once change the password once), the hash replaced, every session of
 * the customer revoked, their other reset links retired and the account's sign-in lock cleared (so the
 * customer can sign in with the new password at once). An unknown, used or expired token changes nothing.
 */
export const resetpasswordprocess: Handler<'resetpasswordprocess'> = async (body, { db }) => {
  const invalid = { status: 'error', message: accountMessages.invalidResetLink };
  if ((await liveTokenOwner(db, body.token, 'reset')) === null) return invalid;
  const passwordHash = await hashPassword(body.user_password);

  const changed = await db.transaction(async (tx) => {
    const customerId = await useAccountToken(tx, body.token, 'reset');
    if (customerId === null) return false;
    const [customer] = await tx
      .update(customers)
      .set({ passwordHash })
      .where(eq(customers.id, customerId))
      .returning({ email: customers.email });
    await tx
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.customerId, customerId), isNull(sessions.revokedAt)));
    await retireAccountTokens(tx, customerId, 'reset');
    if (customer) await clearThrottle(tx, accountKey(customer.email));
    return true;
  });
  return changed ? { status: 'success', message: accountMessages.passwordReset } : invalid;
};
