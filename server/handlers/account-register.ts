import { asc, eq, ne, sql } from 'drizzle-orm';
import { newLinkToken, storeAccountToken, useAccountToken } from '../auth/account-tokens';
import { hashPassword } from '../auth/password';
import { createSession } from '../auth/session';
import { minutesUntil, QUOTAS, registerAddressKey, takeQuotas } from '../auth/throttle';
import { isUniqueViolation } from '../db/errors';
import { countries, customers, emailOutbox } from '../db/schema';
import { MergeReplySchema, refused } from './account-login';
import { accountMessages, tooManyRegistrations, verificationMail } from './account-messages';
import { claimOnce } from './cart/idempotent';
import { mergeGuestBag } from './cart/merge-guest-bag';
import type { Handler } from './types';

/** The link in the welcome mail: the storefront's /verify-email/{token} page (catalogue §2). */
const verifyLink = (publicUrl: string, token: string) => `${publicUrl}/verify-email/${encodeURIComponent(token)}`;

/** `getcountrycode` (catalogue §7): the dialling codes registration offers, by country name (the form picks 91). */
export const getcountrycode: Handler<'getcountrycode'> = async (_body, { db }) => ({
  status: 'success',
  message: '',
  res_country_data: await db
    .select({ country_id: countries.id, country_name: countries.name, country_phonecode: countries.phoneCode })
    .from(countries)
    .where(ne(countries.phoneCode, ''))
    .orderBy(asc(countries.name)),
});

/**
 * `registerprocess {user_fname, user_mobile, user_email, user_password, user_country_code, session_data}`
 * (catalogue §2 "Registration", §7; issue 11 §1). The request schema has checked every field (a bad one gets
 * the 400). Every registration from an address counts against its quota before the password is hashed. An
 * e-mail that has an account, in any case, is refused and nothing is created; two registrations of one
 * e-mail at once leave one account, as the unique index on lower(email) refuses the second. On success, in
 * one transaction: the customer (the full name as first name), the guest bag merged as at sign-in (once per
 * Idempotency-Key), a session, and the verification link's token with its mail in the outbox.
 */
export const registerprocess: Handler<'registerprocess'> = async (body, ctx) => {
  const { db, clientAddress, idempotencyKey, publicUrl } = ctx;
  const locked = await takeQuotas(db, [[registerAddressKey(clientAddress), QUOTAS.registerPerAddress]]);
  if (locked) return refused(tooManyRegistrations(minutesUntil(locked)));

  const email = body.user_email;
  // Checked first so a known address costs no hash; the unique index below decides a race.
  const taken = await db.$count(customers, sql`lower(${customers.email}) = lower(${email})`);
  if (taken > 0) return refused(accountMessages.emailTaken);
  const passwordHash = await hashPassword(body.user_password);

  const guestLines = body.session_data ?? [];
  try {
    const { token, changes } = await db.transaction(async (tx) => {
      const [customer] = await tx
        .insert(customers)
        .values({
          firstName: body.user_fname,
          lastName: '',
          email,
          mobile: body.user_mobile,
          countryCode: body.user_country_code,
          passwordHash,
        })
        .returning({ id: customers.id });
      if (!customer) throw new Error('The new customer was not returned');
      const merged =
        guestLines.length > 0
          ? await claimOnce(tx, customer.id, idempotencyKey, 'registerprocess', MergeReplySchema, () =>
              mergeGuestBag(tx, customer.id, guestLines),
            )
          : null;
      const link = newLinkToken();
      await storeAccountToken(tx, customer.id, 'verify', link.hash);
      await tx.insert(emailOutbox).values(verificationMail(email, body.user_fname, verifyLink(publicUrl, link.token)));
      return { token: await createSession(tx, customer.id), changes: merged?.reply?.changes ?? [] };
    });
    return { status: 'success', user_token: token, message: accountMessages.registered, cart_changes: changes };
  } catch (error) {
    if (isUniqueViolation(error)) return refused(accountMessages.emailTaken);
    throw error;
  }
};

/**
 * `emailverify {token, session_data}` (catalogue §2 "Verification and reset pages", §7). A live verification
 * token is used by one conditional UPDATE (two uses at once verify once) and sets verified_at if it was not
 * set. `session_data` is accepted, as the storefront sends it, and ignored: verifying opens no session and
 * touches no bag. The page shows 'Account Verified' whatever the answer.
 */
export const emailverify: Handler<'emailverify'> = async (body, { db }) => {
  const verified = await db.transaction(async (tx) => {
    const customerId = await useAccountToken(tx, body.token, 'verify');
    if (customerId === null) return false;
    await tx
      .update(customers)
      .set({ verifiedAt: sql`coalesce(${customers.verifiedAt}, now())` })
      .where(eq(customers.id, customerId));
    return true;
  });
  return verified
    ? { status: 'success', message: accountMessages.emailVerified }
    : { status: 'error', message: accountMessages.invalidVerifyLink };
};
