import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { hashPassword } from '../../auth/password';
import { hashToken, signedInCustomer } from '../../auth/session';
import { customers, sessions } from '../../db/schema';
import type { Handler } from '../types';
import { accountAreaMessages as say } from './account-area-messages';

/**
 * `userchangepassword {user_password, user_confirm_password}` (catalogue §4 "Password change on profile", §5):
 * the schema has checked the new password and its confirmation. In one transaction the hash is replaced and
 * every other session of the customer is revoked (a device someone else holds is signed out); the session
 * making the call stays signed in.
 */
export const userChangePassword: Handler<'userchangepassword'> = async (body, { db, bearerToken }) => {
  const customerId = await signedInCustomer(db, bearerToken);
  if (customerId === null || !bearerToken) return { status: 'error', message: say.sessionExpired };
  const passwordHash = await hashPassword(body.user_password);
  await db.transaction(async (tx) => {
    await tx.update(customers).set({ passwordHash }).where(eq(customers.id, customerId));
    await tx
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          eq(sessions.customerId, customerId),
          isNull(sessions.revokedAt),
          ne(sessions.tokenHash, hashToken(bearerToken)),
        ),
      );
  });
  return { status: 'success', message: say.passwordChanged };
};
