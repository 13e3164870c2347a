import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loginThrottle } from '../db/schema';
import type { RunningServer } from '../main';
import { START_TIMEOUT_MS, startTestServer } from '../test-support/test-server';
import { accountKey, addressKey, beginAttempt, minutesUntil, THROTTLE } from './throttle';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
}, START_TIMEOUT_MS);
afterAll(() => server?.close());
beforeEach(async () => {
  await server.database.db.delete(loginThrottle);
});

const db = () => server.database.db;
const failOnce = async (email: string, address: string) => {
  const attempt = await beginAttempt(db(), email, address);
  return attempt.lockedUntil ?? (await attempt.failed());
};
const row = async (key: string) => (await db().select().from(loginThrottle).where(eq(loginThrottle.key, key)))[0];

describe('the sign-in throttle (login_throttle, shared by replicas)', () => {
  it('locks an account for 15 minutes at its 5th failure within 15 minutes, from any address', async () => {
    const results = [];
    for (let i = 0; i < THROTTLE.accountLimit; i += 1) results.push(await failOnce('Asha@Example.in', `10.0.0.${i}`));
    expect(results.slice(0, -1)).toEqual([null, null, null, null]);
    const locked = results.at(-1);
    expect(locked).toBeInstanceOf(Date);
    expect(minutesUntil(locked as Date)).toBe(THROTTLE.lockMinutes);
    // Another address, another spelling of the same address: still locked.
    expect((await beginAttempt(db(), ' asha@example.in', '10.9.9.9')).lockedUntil).not.toBeNull();
  });

  it('locks an address at its limit, whichever accounts it tries', async () => {
    for (let i = 0; i < THROTTLE.addressLimit - 1; i += 1)
      expect(await failOnce(`u${i}@example.in`, '10.1.1.1')).toBeNull();
    expect(await failOnce('last@example.in', '10.1.1.1')).toBeInstanceOf(Date);
    expect((await beginAttempt(db(), 'fresh@example.in', '10.1.1.1')).lockedUntil).not.toBeNull();
    expect((await beginAttempt(db(), 'fresh@example.in', '10.1.1.2')).lockedUntil).toBeNull();
  });

  it('counts every one of many simultaneous attempts, so none slips past the limit', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 12 }, (_, i) => beginAttempt(db(), 'race@example.in', `10.2.0.${i}`)),
    );
    expect(attempts.filter((a) => a.lockedUntil === null)).toHaveLength(THROTTLE.accountLimit);
    expect((await row(accountKey('race@example.in')))?.failures).toBe(12);
  });

  it("clears the account's count on a success and gives the address its place back", async () => {
    for (let i = 0; i < 4; i += 1) await failOnce('rohan@example.in', '10.3.3.3');
    const attempt = await beginAttempt(db(), 'rohan@example.in', '10.3.3.3');
    await attempt.succeeded();
    expect(await row(accountKey('rohan@example.in'))).toBeUndefined();
    expect((await row(addressKey('10.3.3.3')))?.failures).toBe(4);
    expect(await failOnce('rohan@example.in', '10.3.3.3')).toBeNull();
  });

  it('starts a new count once the lock has run out, or the window has passed', async () => {
    for (let i = 0; i < THROTTLE.accountLimit; i += 1) await failOnce('meena@example.in', '10.4.4.4');
    await db()
      .update(loginThrottle)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(loginThrottle.key, accountKey('meena@example.in')));
    expect(await failOnce('meena@example.in', '10.4.4.5')).toBeNull();
    expect((await row(accountKey('meena@example.in')))?.failures).toBe(1);

    await failOnce('kabir@example.in', '10.4.4.6');
    await db()
      .update(loginThrottle)
      .set({ windowStart: sql`now() - interval '16 minutes'`, failures: 4 })
      .where(eq(loginThrottle.key, accountKey('kabir@example.in')));
    expect(await failOnce('kabir@example.in', '10.4.4.7')).toBeNull();
    expect((await row(accountKey('kabir@example.in')))?.failures).toBe(1);
  });
});
