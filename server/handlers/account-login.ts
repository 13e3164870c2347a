import { sql } from 'drizzle-orm';
import { dummyPasswordHash, verifyPassword } from '../auth/password';
import { createSession } from '../auth/session';
import { beginAttempt, minutesUntil } from '../auth/throttle';
import { customers } from '../db/schema';
import { accountMessages, tooManyAttempts } from './account-messages';
import { mergeGuestBag } from './cart/merge-guest-bag';
import type { Handler } from './types';

const refused = (message: string) => ({ status: 'error', user_token: '', message, cart_changes: [] });

/**
 * `logincheck {user_email, user_password, session_data, user_type}` (shell §7, catalogue §2 "Sign-in").
 * Throttled per account and per address (server/auth/throttle.ts); an unknown e-mail is checked against a
 * dummy hash, so it takes as long as a wrong password and gets the same message. On success the guest bag
 * (`session_data`) is merged into the customer's and a new session opened, in one transaction: a bag is never
 * merged without the token that lets the shopper see it.
 */
export const logincheck: Handler<'logincheck'> = async (body, { db, clientAddress }) => {
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
    const merged = guestLines.length > 0 ? await mergeGuestBag(tx, customer.id, guestLines) : { changes: [] };
    return { token: await createSession(tx, customer.id), changes: merged.changes };
  });
  return { status: 'success', user_token: token, message: accountMessages.signedIn, cart_changes: changes };
};
