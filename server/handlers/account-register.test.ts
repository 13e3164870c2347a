import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@domain/messages';
import { TOKEN_VALID_MINUTES } from '../auth/account-tokens';
import { hashPassword } from '../auth/password';
import { hashToken } from '../auth/session';
import { QUOTAS, registerAddressKey } from '../auth/throttle';
import { accountTokens, cartLines, customers, emailOutbox, loginThrottle, sessions } from '../db/schema';
import { insertGeography, readCheckoutSeed } from '../db/seed-checkout';
import type { RunningServer } from '../main';
import { serverMessages } from '../messages';
import { apiCall } from '../test-support/api-call';
import { START_TIMEOUT_MS, startTestServer } from '../test-support/test-server';
import { accountMessages, tooManyRegistrations } from './account-messages';
import { simpleProduct } from './cart/bag-test-kit';

let server: RunningServer;
const db = () => server.database.db;
const TAKEN = 'asha.verma@example.in';

beforeAll(async () => {
  server = await startTestServer();
  await db().transaction((tx) => insertGeography(tx, readCheckoutSeed('fixtures').geography));
  await db()
    .insert(customers)
    .values({ firstName: 'Asha', lastName: 'Verma', email: TAKEN, passwordHash: await hashPassword('Kundan@2026') });
}, START_TIMEOUT_MS);
afterAll(() => server?.close());
beforeEach(async () => {
  await db().delete(loginThrottle);
});

type Answer = Record<string, unknown>;
const json = async (pending: Response | Promise<Response>) => {
  const res = await pending;
  return { status: res.status, body: (await res.json()) as Answer };
};
const form = (email: string, fields: Answer = {}) => ({
  user_fname: 'Nandini Rao',
  user_email: email,
  user_mobile: '9820012345',
  user_country_code: '91',
  user_password: 'Zari2026weave',
  session_data: [],
  ...fields,
});
const register = (body: Answer, headers?: Record<string, string>) =>
  json(apiCall(server.app, 'registerprocess', body, headers));
const verify = (token: string) => json(apiCall(server.app, 'emailverify', { token, session_data: null }));
const userData = (token: string) =>
  json(apiCall(server.app, 'get-user-data', undefined, { Authorization: `Bearer ${token}` }));

/** Everything a registration writes: a refused one must leave each count as it was. */
const stored = () =>
  Promise.all([db().$count(customers), db().$count(sessions), db().$count(accountTokens), db().$count(emailOutbox)]);

/** The token of the latest verification link mailed to `to`. */
async function mailedToken(to: string): Promise<string> {
  const [mail] = await db()
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, to))
    .orderBy(sql`${emailOutbox.id} desc`)
    .limit(1);
  const match = new RegExp(`${server.url}/verify-email/([A-Za-z0-9_-]{43})\\n`).exec(mail?.body ?? '');
  if (!match?.[1]) throw new Error(`No verification link mailed to ${to}: ${mail?.body}`);
  return match[1];
}

describe('getcountrycode', () => {
  it("lists the countries' dialling codes from the database, India's 91 among them", async () => {
    const { status, body } = await json(apiCall(server.app, 'getcountrycode'));
    expect(status).toBe(200);
    expect(body).toEqual({
      status: 'success',
      message: '',
      res_country_data: [{ country_id: 101, country_name: 'India', country_phonecode: '91' }],
    });
  });
});

describe('registerprocess', () => {
  it('creates the customer, opens a session and mails a 7-day verification link stored only as a hash', async () => {
    const { status, body } = await register(form(' Nandini.Rao@Example.in '));
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'success', message: accountMessages.registered, cart_changes: [] });
    expect(accountMessages.registered).toBe('Your account has been created.');

    const [row] = await db().select().from(customers).where(eq(customers.email, 'Nandini.Rao@Example.in'));
    expect(row).toMatchObject({ firstName: 'Nandini Rao', lastName: '', mobile: '9820012345', countryCode: '91' });
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    expect(row?.verifiedAt).toBeNull();
    expect((await userData(String(body.user_token))).body).toEqual({
      status: 'success',
      message: '',
      rowUserData: { user_fname: 'Nandini Rao', user_lname: '', user_email: 'Nandini.Rao@Example.in' },
    });

    const token = await mailedToken('Nandini.Rao@Example.in');
    const [stored] = await db()
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.tokenHash, hashToken(token)));
    expect(stored).toMatchObject({ customerId: row?.id, purpose: 'verify', usedAt: null });
    const minutes = ((stored?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(TOKEN_VALID_MINUTES.verify - 1);
    expect(minutes).toBeLessThanOrEqual(TOKEN_VALID_MINUTES.verify);

    expect((await verify(token)).body).toEqual({ status: 'success', message: accountMessages.emailVerified });
    const [after] = await db()
      .select()
      .from(customers)
      .where(eq(customers.id, row?.id ?? 0));
    expect(after?.verifiedAt).toBeInstanceOf(Date);
  });

  it('merges the guest bag into the new account', async () => {
    const piece = await simpleProduct(db(), 'Ikat Dupatta', '4200.00', '3900.00', 5);
    const guest = {
      product_id: piece.id,
      product_name: piece.name,
      product_slug: piece.slug,
      product_image: '',
      product_type: 0,
      product_price: 1,
      product_selling_price: 1,
      selected_variation: [],
      quantity: 2,
    };
    const { body } = await register(form('meera.das@example.in', { session_data: [guest] }), {
      'Idempotency-Key': 'register-meera-0001',
    });
    expect(body.status).toBe('success');
    const [row] = await db().select().from(customers).where(eq(customers.email, 'meera.das@example.in'));
    const lines = await db()
      .select()
      .from(cartLines)
      .where(eq(cartLines.customerId, row?.id ?? 0));
    expect(lines.map((l) => [l.productId, l.quantity])).toEqual([[piece.id, 2]]);
  });

  it('refuses an e-mail that has an account, in any case, and creates nothing', async () => {
    const before = await stored();
    const { status, body } = await register(form(' ASHA.Verma@example.IN'));
    expect(status).toBe(200);
    expect(body).toEqual({
      status: 'error',
      user_token: '',
      message: 'An account with this email already exists. Please sign in.',
      cart_changes: [],
    });
    expect(await stored()).toEqual(before);
  });

  it('leaves one account when one e-mail registers twice at once', async () => {
    const answers = await Promise.all([
      register(form('twice@example.in')),
      register(form('Twice@Example.in', { user_fname: 'Someone Else' })),
    ]);
    expect(answers.map((a) => a.body.status).sort()).toEqual(['error', 'success']);
    expect(answers.find((a) => a.body.status === 'error')?.body.message).toBe(accountMessages.emailTaken);
    expect(await db().$count(customers, sql`lower(${customers.email}) = 'twice@example.in'`)).toBe(1);
    expect(await db().$count(emailOutbox, sql`lower(${emailOutbox.toAddress}) = 'twice@example.in'`)).toBe(1);
  });

  it('answers bad input with a 400 naming each field, and creates nothing', async () => {
    const before = await stored();
    const res = await apiCall(
      server.app,
      'registerprocess',
      form('not-an-email', { user_password: 'short1', user_mobile: '982001234', user_fname: '  ' }),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      status: 'error',
      message: serverMessages.validationFailed,
      errors: {
        user_fname: [messages.registerNameRequired],
        user_email: [messages.invalidEmail],
        user_mobile: [messages.phoneTenDigits],
        user_password: [messages.weakPassword],
      },
    });
    expect(await stored()).toEqual(before);
  });

  it('allows 10 registrations an hour from one address and refuses the next, creating nothing', async () => {
    const key = registerAddressKey('local');
    await db()
      .insert(loginThrottle)
      .values({ key, failures: QUOTAS.registerPerAddress.limit - 1 });
    expect((await register(form('tenth@example.in'))).body.status).toBe('success');
    const before = await stored();
    expect((await register(form('eleventh@example.in'))).body).toEqual({
      status: 'error',
      user_token: '',
      message: tooManyRegistrations(60),
      cart_changes: [],
    });
    expect(tooManyRegistrations(60)).toBe(
      'Too many registration attempts from your network. Please try again in 60 minutes.',
    );
    expect(await stored()).toEqual(before);
  });
});

describe('emailverify', () => {
  it('verifies once when one link is opened twice at once; the second answer is an error', async () => {
    await register(form('kiran.shah@example.in'));
    const token = await mailedToken('kiran.shah@example.in');
    const answers = await Promise.all([verify(token), verify(token)]);
    expect(answers.map((a) => a.body).sort((a, b) => String(a.status).localeCompare(String(b.status)))).toEqual([
      { status: 'error', message: 'This verification link is invalid or has expired.' },
      { status: 'success', message: 'Your email address has been verified.' },
    ]);
    const [row] = await db().select().from(customers).where(eq(customers.email, 'kiran.shah@example.in'));
    expect(row?.verifiedAt).toBeInstanceOf(Date);
    expect((await verify(token)).body.status).toBe('error');
  });

  it('refuses an unknown or expired token', async () => {
    expect((await verify('no-such-token')).body).toEqual({
      status: 'error',
      message: accountMessages.invalidVerifyLink,
    });
    await register(form('late.reader@example.in'));
    const token = await mailedToken('late.reader@example.in');
    await db()
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.tokenHash, hashToken(token)));
    expect((await verify(token)).body.status).toBe('error');
    const [row] = await db().select().from(customers).where(eq(customers.email, 'late.reader@example.in'));
    expect(row?.verifiedAt).toBeNull();
  });
});
