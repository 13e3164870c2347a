import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@domain/messages';
import { newLinkToken, storeAccountToken, TOKEN_VALID_MINUTES } from '../auth/account-tokens';
import { hashPassword } from '../auth/password';
import { hashToken } from '../auth/session';
import { accountKey, QUOTAS, THROTTLE } from '../auth/throttle';
import { accountTokens, customers, emailOutbox, loginThrottle } from '../db/schema';
import type { RunningServer } from '../main';
import { serverMessages } from '../messages';
import { apiCall } from '../test-support/api-call';
import { START_TIMEOUT_MS, startTestServer } from '../test-support/test-server';
import { accountMessages, tooManyResetRequests } from './account-messages';

let server: RunningServer;
const db = () => server.database.db;
const EMAIL = 'Rohan.Iyer@example.in';
const OLD = 'Banarasi@2026';
let rohanId = 0;

beforeAll(async () => {
  server = await startTestServer();
  const [row] = await db()
    .insert(customers)
    .values({ firstName: 'Rohan', lastName: 'Iyer', email: EMAIL, passwordHash: await hashPassword(OLD) })
    .returning({ id: customers.id });
  rohanId = row?.id ?? 0;
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
const forgot = (user_email: string) => json(apiCall(server.app, 'forgotpassword', { user_email }));
const reset = (token: string, password: string, confirmation = password) =>
  json(
    apiCall(server.app, 'resetpasswordprocess', {
      token,
      user_password: password,
      user_confirm_password: confirmation,
    }),
  );
const login = (user_password: string) =>
  json(apiCall(server.app, 'logincheck', { user_email: EMAIL, user_password, session_data: [], user_type: 1 }));
const userData = (token: string) =>
  json(apiCall(server.app, 'get-user-data', undefined, { Authorization: `Bearer ${token}` }));
const mails = () => db().$count(emailOutbox);
const sent = { status: 'success', message: accountMessages.resetMailSent };

/** Asks for a reset link for the customer and answers the token the mail carries. */
async function mailedResetToken(): Promise<string> {
  expect((await forgot(EMAIL.toLowerCase())).body).toEqual(sent);
  const [mail] = await db()
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, EMAIL))
    .orderBy(sql`${emailOutbox.id} desc`)
    .limit(1);
  const match = new RegExp(`${server.url}/change-password/([A-Za-z0-9_-]{43})\\n`).exec(mail?.body ?? '');
  if (!match?.[1]) throw new Error(`No reset link mailed: ${mail?.body}`);
  return match[1];
}

describe('forgotpassword', () => {
  it('answers an unknown and a known e-mail alike; only the known one gets a 1-hour link, stored as a hash', async () => {
    const before = await mails();
    const unknown = await forgot('nobody@example.in');
    expect(await mails()).toBe(before);
    const token = await mailedResetToken();
    expect(await mails()).toBe(before + 1);
    expect(unknown).toEqual({ status: 200, body: sent });
    expect(sent.message).toBe('If an account exists for this email, we have sent a link to reset your password.');

    const [stored] = await db()
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.tokenHash, hashToken(token)));
    expect(stored).toMatchObject({ purpose: 'reset', usedAt: null });
    const minutes = ((stored?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(TOKEN_VALID_MINUTES.reset - 1);
    expect(minutes).toBeLessThanOrEqual(TOKEN_VALID_MINUTES.reset);
  });

  it('sends 5 links an hour per account, then refuses with how long to wait, and sends nothing', async () => {
    for (let i = 0; i < QUOTAS.resetMailPerAccount.limit; i += 1) expect((await forgot(EMAIL)).body).toEqual(sent);
    const before = await mails();
    expect((await forgot(` ${EMAIL.toUpperCase()}`)).body).toEqual({
      status: 'error',
      message: tooManyResetRequests(60),
    });
    expect(tooManyResetRequests(60)).toBe('Too many password reset requests. Please try again in 60 minutes.');
    expect(await mails()).toBe(before);
  });

  it('counts an unknown account as a known one, and 20 requests an hour per address', async () => {
    let fromHere = 0;
    for (; fromHere < QUOTAS.resetMailPerAccount.limit; fromHere += 1) await forgot('ghost@example.in');
    expect((await forgot('ghost@example.in')).body.status).toBe('error');
    for (fromHere += 1; fromHere < QUOTAS.resetMailPerAddress.limit; fromHere += 1) {
      expect((await forgot(`ghost${fromHere}@example.in`)).body).toEqual(sent);
    }
    const before = await mails();
    expect((await forgot(EMAIL)).body).toEqual({ status: 'error', message: tooManyResetRequests(60) });
    expect(await mails()).toBe(before);
  });

  it('answers a bad e-mail with a 400 naming the field', async () => {
    const res = await apiCall(server.app, 'forgotpassword', { user_email: 'rohan@' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      status: 'error',
      message: serverMessages.validationFailed,
      errors: { user_email: [messages.invalidEmail] },
    });
  });
});

describe('resetpasswordprocess', () => {
  it('sets the new password once, revokes every session, and lifts a sign-in lock', async () => {
    const session = String((await login(OLD)).body.user_token);
    expect((await userData(session)).body.status).toBe('success');
    await db()
      .insert(loginThrottle)
      .values({ key: accountKey(EMAIL), failures: THROTTLE.accountLimit, lockedUntil: new Date(Date.now() + 600_000) });
    const token = await mailedResetToken();
    const NEW = 'Kanjivaram2027';

    expect((await reset(token, NEW)).body).toEqual({
      status: 'success',
      message: 'Your password has been changed. Please sign in with your new password.',
    });
    expect((await userData(session)).body).toMatchObject({ status: 'error', message: messages.sessionExpired });
    expect((await login(OLD)).body.status).toBe('error');
    expect((await login(NEW)).body.status).toBe('success');

    expect((await reset(token, 'Another2028pass')).body).toEqual({
      status: 'error',
      message: 'This password reset link is invalid or has expired.',
    });
    expect((await login(NEW)).body.status).toBe('success');
    await restore(NEW);
  });

  it('refuses an expired link and changes nothing', async () => {
    const token = await mailedResetToken();
    await db()
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.tokenHash, hashToken(token)));
    const session = String((await login(OLD)).body.user_token);
    expect((await reset(token, 'Expired2027link')).body).toEqual({
      status: 'error',
      message: accountMessages.invalidResetLink,
    });
    expect((await userData(session)).body.status).toBe('success');
    expect((await login(OLD)).body.status).toBe('success');
  });

  it('voids the other reset links once one is used, and takes no verification link', async () => {
    const verification = newLinkToken();
    await storeAccountToken(db(), rohanId, 'verify', verification.hash);
    expect((await reset(verification.token, 'Verify2027link')).body.status).toBe('error');
    const first = await mailedResetToken();
    const second = await mailedResetToken();
    expect((await reset(second, 'Second2027link')).body.status).toBe('success');
    expect((await reset(first, 'First2027link')).body.status).toBe('error');
    await restore('Second2027link');
  });

  it('answers a mismatched confirmation or a weak password with a 400, and the link still works', async () => {
    const token = await mailedResetToken();
    const mismatch = await reset(token, 'Paithani2027', 'Paithani2028');
    expect(mismatch).toEqual({
      status: 400,
      body: {
        status: 'error',
        message: serverMessages.validationFailed,
        errors: { user_confirm_password: [messages.resetPasswordMismatch] },
      },
    });
    const weak = await reset(token, 'paithani');
    expect(weak.status).toBe(400);
    expect(weak.body.errors).toEqual({ user_password: [messages.weakPassword] });
    expect((await login(OLD)).body.status).toBe('success');
    expect((await reset(token, 'Paithani2027')).body.status).toBe('success');
    await restore('Paithani2027');
  });
});

/** Puts the old password back through a fresh link, so each test starts from OLD. */
async function restore(current: string): Promise<void> {
  expect((await login(current)).body.status).toBe('success');
  expect((await reset(await mailedResetToken(), OLD)).body.status).toBe('success');
}
