import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@domain/messages';
import { contract } from '@schemas/contract';
import { TrackedOrderSchema } from '@schemas/order-lookup';
import { QUOTAS, trackOrderAddressKey, trackOrderNumberKey } from '../auth/throttle';
import { DEFAULT_FIXTURES_DIR } from '../db/fixture-files';
import { loginThrottle, orders } from '../db/schema';
import { startServer, type RunningServer } from '../main';
import { apiCall } from '../test-support/api-call';
import { START_TIMEOUT_MS } from '../test-support/test-server';
import { testDatabase } from '../test-support/test-database';

// The order lookup of /order-status (issue 12) on the seeded demo orders (README "Demo orders"): Kavya Nair's
// orders, one in each status.

let server: RunningServer;
const db = () => server.database.db;
const KAVYA = 'kavya.nair@example.in';
const SHIPPED = 'PDK-KN9T5W1P3D';

beforeAll(async () => {
  server = await startServer({
    port: 0,
    ...(await testDatabase()),
    fixturesDir: DEFAULT_FIXTURES_DIR,
    staticDir: null,
    quiet: true,
  });
}, 2 * START_TIMEOUT_MS);
afterAll(() => server?.close());
// Every in-process request comes from one address ('local'): each test starts with no lookups counted.
beforeEach(async () => {
  await db().delete(loginThrottle);
});
afterEach(() => vi.restoreAllMocks());

async function track(body: unknown) {
  const res = await apiCall(server.app, 'track-order', body);
  const json = (await res.json()) as Record<string, unknown>;
  if (res.status === 200) expect(contract['track-order'].response.safeParse(json).error).toBeUndefined();
  return { status: res.status, body: json };
}
const notFound = { status: 'error', message: messages.trackOrderNotFound, order: null };

describe('track-order', () => {
  it("answers the order's number, status and tracker dates for its number and e-mail, in any case", async () => {
    const { status, body } = await track({
      order_number: ` ${SHIPPED.toLowerCase()} `,
      user_email: 'Kavya.Nair@Example.IN',
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      status: 'success',
      message: '',
      order: {
        trans_order_number: SHIPPED,
        trans_status: 2,
        orderstatus: 'Shipped',
        trans_datetime: '2026-11-12T14:20:00.000Z',
        trans_confirmed_date: '2026-11-12T16:05:00.000Z',
        trans_pickedup_date: '2026-11-14T05:30:00.000Z',
        trans_shiped_date: '2026-11-14T11:15:00.000Z',
        trans_delivered_date: null,
        trans_cancelled_date: null,
        trans_onhold_date: null,
      },
    });
  });

  it('never answers anything else of the order: no name, address, items or amounts', async () => {
    const { body } = await track({ order_number: SHIPPED, user_email: KAVYA });
    expect(Object.keys(body.order as object).sort()).toEqual(Object.keys(TrackedOrderSchema.shape).sort());
    const text = JSON.stringify(body);
    for (const secret of ['Kavya', 'Nair', 'Carter Road', '400050', 'items', 'trans_amt', KAVYA]) {
      expect(text).not.toContain(secret);
    }
  });

  it('gives one answer for a wrong number, a wrong e-mail or both, and logs nothing of it', async () => {
    const spies = [vi.spyOn(console, 'log'), vi.spyOn(console, 'warn'), vi.spyOn(console, 'error')];
    const answers = [
      await track({ order_number: 'PDK-KN0000000X', user_email: KAVYA }),
      await track({ order_number: SHIPPED, user_email: 'arjun.mehta@example.in' }),
      await track({ order_number: 'PDK-NOSUCHORDR', user_email: 'nobody@example.in' }),
      // Another customer's order with Kavya's e-mail.
      await track({ order_number: 'PDK-AM5R8D2Q6J', user_email: KAVYA }),
    ];
    for (const answer of answers) expect(answer).toEqual({ status: 200, body: notFound });
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  });

  it('does not find an online order whose payment never came', async () => {
    await db().update(orders).set({ payment: 'awaiting' }).where(eq(orders.number, SHIPPED));
    try {
      expect((await track({ order_number: SHIPPED, user_email: KAVYA })).body).toEqual(notFound);
    } finally {
      await db().update(orders).set({ payment: 'paid' }).where(eq(orders.number, SHIPPED));
    }
  });

  it('allows 10 lookups of one number an hour, then refuses even the right pair', async () => {
    for (let i = 0; i < QUOTAS.trackOrderPerNumber.limit; i += 1) {
      expect((await track({ order_number: SHIPPED, user_email: `guess${i}@example.in` })).body).toEqual(notFound);
    }
    const locked = await track({ order_number: SHIPPED, user_email: KAVYA });
    expect(locked).toEqual({
      status: 200,
      body: { status: 'error', message: messages.trackOrderThrottled, order: null },
    });
    // Another number from the same address is still looked up.
    expect((await track({ order_number: 'PDK-KN7Q3M9X2A', user_email: KAVYA })).body.status).toBe('success');
    const [row] = await db()
      .select()
      .from(loginThrottle)
      .where(eq(loginThrottle.key, trackOrderNumberKey(SHIPPED)));
    expect(row?.lockedUntil).toBeInstanceOf(Date);
  });

  it('allows 20 lookups an hour from one address, whatever the numbers', async () => {
    await db()
      .insert(loginThrottle)
      .values({ key: trackOrderAddressKey('local'), failures: QUOTAS.trackOrderPerAddress.limit - 1 });
    expect((await track({ order_number: 'PDK-KN7Q3M9X2A', user_email: KAVYA })).body.status).toBe('success');
    expect((await track({ order_number: 'PDK-KN4H8R2V6C', user_email: KAVYA })).body).toEqual({
      status: 'error',
      message: messages.trackOrderThrottled,
      order: null,
    });
  });

  it('refuses a missing or malformed field with 400 and its message, counting nothing', async () => {
    const empty = await track({});
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({
      status: 'error',
      errors: {
        order_number: [messages.trackOrderNumberRequired],
        user_email: [messages.trackOrderEmailRequired],
      },
    });
    const bad = await track({ order_number: SHIPPED, user_email: 'kavya.nair' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ errors: { user_email: [messages.invalidEmail] } });
    const long = await track({ order_number: 'P'.repeat(41), user_email: KAVYA });
    expect(long.status).toBe(400);
    expect(long.body.errors).toHaveProperty('order_number');
    expect(await db().$count(loginThrottle)).toBe(0);
  });
});
