import { sql } from 'drizzle-orm';
import { z } from 'zod/mini';
import { dummyPasswordHash, verifyPassword } from '../auth/password';
import { createSession } from '../auth/session';
import { beginAttempt, minutesUntil } from '../auth/throttle';
import { customers } from '../db/schema';
import { accountMessages, tooManyAttempts } from './account-messages';
import { claimOnce } from './cart/idempotent';
import { mergeGuestBag } from './cart/merge-guest-bag';
import type { Handler } from './types';

/** What a guest-bag merge stored with its Idempotency-Key (logincheck, registerprocess). */
export const MergeReplySchema = z.object({ changes: z.array(z.string()) });

/** A sign-in or registration refused: no token, the message, no bag changes. */
export const refused = (message: string) => ({ status: 'error', user_token: '', message, cart_changes: [] });

/**
 * `logincheck {user_email, user_password, session_data, user_type}` (shell §7, catalogue §2 "Sign-in").
 * Throttled per account and per address (server/auth/throttle.ts); an unknown e-mail is checked against a
 * dummy hash, so it takes as long as a wrong password and gets the same message. On success the guest bag
 * (`session_data`) is merged into the customer's and a new session opened, in one transaction: a bag is never
 * merged without the token that lets the shopper see it. The browser sends the guest bag with an
 * Idempotency-Key that stays the same while the bag does: a sign-in replayed after its answer was lost
 * opens a new session but merges that bag only once, and answers with the first merge's changes.
 */
export const logincheck: Handler<'logincheck'> = async (body, { db, clientAddress, idempotencyKey }) => {
  const email = body.user_email;
  const attempt = await beginAttempt(db, email, clientAddress);
  if (attempt.lockedUntil) return refused(tooManyAttempts(minutesUntil(attempt.lockedUntil)));

  const [customer] = await db
    .select({ id: customers.id, passwordHash: customers.passwordHash })
    .from(customers)
    .where(sql`lower(${customers.email}) = lower(${email})`)
    .limit(1);
  const matches = await verifyPassword(body.user_password, customer?.passwordHash ?? (await dummyPasswordHash()));
  if (!customer || !matches) {
    const locked = await attempt.failed();
    return refused(locked ? tooManyAttempts(minutesUntil(locked)) : accountMessages.invalidCredentials);
  }
  await attempt.succeeded();

  const guestLines = body.session_data ?? [];
  const { token, changes } = await db.transaction(async (tx) => {
    const merged =
      guestLines.length > 0
        ? await claimOnce(tx, customer.id, idempotencyKey, 'logincheck', MergeReplySchema, () =>
            mergeGuestBag(tx, customer.id, guestLines),
          )
        : null;
    return { token: await createSession(tx, customer.id), changes: merged?.reply?.changes ?? [] };
  });
  return { status: 'success', user_token: token, message: accountMessages.signedIn, cart_changes: changes };
};
