import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@domain/messages';
import { hashPassword } from '../auth/password';
import { hashToken, SESSION_DAYS } from '../auth/session';
import { accountKey, THROTTLE } from '../auth/throttle';
import { cartLines, customers, loginThrottle, sessions } from '../db/schema';
import type { RunningServer } from '../main';
import { apiCall } from '../test-support/api-call';
import { START_TIMEOUT_MS, startTestServer } from '../test-support/test-server';
import { accountMessages, tooManyAttempts } from './account-messages';
import { simpleProduct } from './cart/bag-test-kit';

let server: RunningServer;
const PASSWORD = 'Kundan@2026';
const EMAIL = 'asha.verma@example.in';
let ashaId = 0;

beforeAll(async () => {
  server = await startTestServer();
  const [row] = await server.database.db
    .insert(customers)
    .values({ firstName: 'Asha', lastName: 'Verma', email: EMAIL, passwordHash: await hashPassword(PASSWORD) })
    .returning({ id: customers.id });
  ashaId = row?.id ?? 0;
}, START_TIMEOUT_MS);
afterAll(() => server?.close());
beforeEach(async () => {
  await server.database.db.delete(loginThrottle);
});

const db = () => server.database.db;
const json = async (pending: Response | Promise<Response>) => {
  const res = await pending;
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};
const login = (user_email: string, user_password: string, session_data: unknown[] = []) =>
  json(apiCall(server.app, 'logincheck', { user_email, user_password, session_data, user_type: 1 }));
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const userData = (token: string) => json(apiCall(server.app, 'get-user-data', undefined, bearer(token)));

describe('logincheck', () => {
  it('signs in with any case of the e-mail and opens a 30-day session stored only as a hash', async () => {
    const { status, body } = await login(' Asha.Verma@Example.in ', PASSWORD);
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'success', message: accountMessages.signedIn, cart_changes: [] });
    const token = String(body.user_token);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const [session] = await db()
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(session?.customerId).toBe(ashaId);
    const days = ((session?.expiresAt.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(SESSION_DAYS - 0.01);
    expect(days).toBeLessThanOrEqual(SESSION_DAYS);
    expect((await db().select().from(sessions).where(eq(sessions.tokenHash, token))).length).toBe(0);
    expect((await userData(token)).body).toEqual({
      status: 'success',
      message: '',
      rowUserData: { user_fname: 'Asha', user_lname: 'Verma', user_email: EMAIL },
    });
  });

  it('gives a wrong password and an unknown e-mail the same answer', async () => {
    const wrong = await login(EMAIL, 'kundan@2026');
    const unknown = await login('nobody@example.in', PASSWORD);
    const refused = { status: 'error', user_token: '', message: accountMessages.invalidCredentials, cart_changes: [] };
    expect(wrong).toEqual({ status: 200, body: refused });
    expect(unknown).toEqual({ status: 200, body: refused });
  });

  it('locks the account at its 5th failure, refuses even the right password, and says for how long', async () => {
    for (let i = 1; i < THROTTLE.accountLimit; i += 1) {
      expect((await login(EMAIL, `wrong-${i}`)).body.message).toBe(accountMessages.invalidCredentials);
    }
    expect((await login(EMAIL, 'wrong-5')).body.message).toBe(tooManyAttempts(15));
    expect((await login(EMAIL, PASSWORD)).body).toMatchObject({ status: 'error', user_token: '' });
    expect(tooManyAttempts(15)).toBe('Too many failed sign-in attempts. Please try again in 15 minutes.');
  });

  it('resets the account count on a success', async () => {
    for (let i = 0; i < THROTTLE.accountLimit - 1; i += 1) await login(EMAIL, `wrong-${i}`);
    expect((await login(EMAIL, PASSWORD)).body.status).toBe('success');
    const rows = await db()
      .select()
      .from(loginThrottle)
      .where(eq(loginThrottle.key, accountKey(EMAIL)));
    expect(rows).toEqual([]);
  });

  it('refuses a locked address for every account', async () => {
    await db().insert(loginThrottle).values({ key: 'address:local', failures: THROTTLE.addressLimit });
    expect((await login(EMAIL, PASSWORD)).body.message).toBe(tooManyAttempts(15));
  });

  it('merges the guest bag in and says what changed', async () => {
    const piece = await simpleProduct(db(), 'Temple Jhumka', '9000.00', '8500.00', 1);
    const guest = {
      product_id: piece.id,
      product_name: piece.name,
      product_slug: piece.slug,
      product_image: '',
      product_type: 0,
      product_price: 1,
      product_selling_price: 1,
      selected_variation: [],
      quantity: 3,
    };
    const { body } = await login(EMAIL, PASSWORD, [guest]);
    expect(body.status).toBe('success');
    expect(body.cart_changes).toHaveLength(1);
    const lines = await db().select().from(cartLines).where(eq(cartLines.customerId, ashaId));
    expect(lines.map((l) => [l.productId, l.quantity])).toEqual([[piece.id, 1]]);
  });

  it('merges a guest bag once when its sign-in is replayed with the same key, and again under a new key', async () => {
    const shawl = await simpleProduct(db(), 'Pashmina Shawl', '12000.00', '11000.00', null);
    await db().delete(cartLines).where(eq(cartLines.customerId, ashaId));
    const guest = {
      product_id: shawl.id,
      product_name: shawl.name,
      product_slug: shawl.slug,
      product_image: '',
      product_type: 0,
      product_price: 1,
      product_selling_price: 1,
      selected_variation: [],
      quantity: 2,
    };
    const signIn = (key: string) =>
      json(
        apiCall(
          server.app,
          'logincheck',
          { user_email: EMAIL, user_password: PASSWORD, session_data: [guest], user_type: 1 },
          { 'Idempotency-Key': key },
        ),
      );
    const quantity = async () =>
      (await db().select().from(cartLines).where(eq(cartLines.customerId, ashaId))).map((l) => l.quantity);

    const first = await signIn('bag-merge-1');
    const replay = await signIn('bag-merge-1');
    expect(first.body.status).toBe('success');
    expect(replay.body.status).toBe('success');
    expect(replay.body.user_token).not.toBe(first.body.user_token);
    expect(await quantity()).toEqual([2]);

    await signIn('bag-merge-2');
    expect(await quantity()).toEqual([4]);
  });

  it('gets a 400 naming each field for an empty or malformed form, and stores nothing', async () => {
    const res = await apiCall(server.app, 'logincheck', { user_email: 'asha', user_password: '' });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: Record<string, string[]> };
    expect(body.errors).toEqual({
      user_email: [messages.invalidEmail],
      user_password: [messages.loginPasswordRequired],
    });
    expect(await db().$count(loginThrottle)).toBe(0);
  });
});

describe('sessions: get-user-data, logout and expiry', () => {
  it('answers "Session expired" without a token, for an unknown one, an expired one and after logout', async () => {
    const expired = { status: 'error', message: messages.sessionExpired, rowUserData: null };
    expect((await json(apiCall(server.app, 'get-user-data'))).body).toEqual(expired);
    expect((await userData('no-such-token')).body).toEqual(expired);

    const token = String((await login(EMAIL, PASSWORD)).body.user_token);
    expect((await userData(token)).body.status).toBe('success');
    const out = await json(apiCall(server.app, 'logout', undefined, bearer(token)));
    expect(out.body).toEqual({ status: 'success', message: accountMessages.signedOut });
    expect((await userData(token)).body).toEqual(expired);
    expect((await json(apiCall(server.app, 'logout', undefined, bearer(token)))).body.status).toBe('error');

    const later = String((await login(EMAIL, PASSWORD)).body.user_token);
    await db()
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(later)));
    expect((await userData(later)).body).toEqual(expired);
  });
});
