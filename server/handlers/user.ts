import { eq } from 'drizzle-orm';
import { revokeSession, signedInCustomer } from '../auth/session';
import { customers } from '../db/schema';
import { accountMessages } from './account-messages';
import type { Handler } from './types';

/**
 * `get-user-data` (shell §7): the signed-in customer's name and e-mail. A missing, unknown, revoked or
 * expired token answers "Session expired", which makes the storefront drop the token and go home (shell §8).
 */
export const getUserData: Handler<'get-user-data'> = async (_body, { db, bearerToken }) => {
  const customerId = await signedInCustomer(db, bearerToken);
  const [row] =
    customerId === null
      ? []
      : await db
          .select({ user_fname: customers.firstName, user_lname: customers.lastName, user_email: customers.email })
          .from(customers)
          .where(eq(customers.id, customerId));
  if (!row) return { status: 'error', message: accountMessages.sessionExpired, rowUserData: undefined };
  return { status: 'success', message: '', rowUserData: row };
};

/**
 * `logout` (catalogue §7, shell §7): revokes the session on the server, so the token signs nobody in again
 * even if a copy of it survives in another tab or a log. A token that was already lapsed answers
 * "Session expired"; the storefront removes its token either way.
 */
export const logout: Handler<'logout'> = async (_body, { db, bearerToken }) =>
  (await revokeSession(db, bearerToken))
    ? { status: 'success', message: accountMessages.signedOut }
    : { status: 'error', message: accountMessages.sessionExpired };
