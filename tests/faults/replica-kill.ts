import { expect } from 'vitest';
import { describeResult, sleep } from './calls';
import { checkLedger, restock, stockOf } from './ledger';
import {
  addToBag,
  customerOrderBody,
  guestOrderBody,
  newOrderKey,
  placeOrder,
  signIn,
  STOCKED,
  type OrderAttempt,
} from './orders';
import { isRunning, replicaLogs, type FaultRig, type Replica } from './replicas';

/**
 * Issue 13 §3: kill -9 one replica in the middle of checkouts and restart it. Two server processes share one
 * PostgreSQL database; guests and two signed-in customers place COD orders through both, each with its own
 * Idempotency-Key. One replica is killed while orders are in flight on it and the shoppers carry on with the other,
 * which must answer every order; the killed one is started again on its port. Every order that got no answer is
 * sent again with its key, as the storefront's retry would, and the database must then hold each acknowledged
 * order exactly once, no order twice, stock that adds up, and empty bags for the customers whose orders went
 * through (docs/decisions/033-faults.md).
 */

const GUEST_WORKERS = 8;
/** At most this many orders in the whole run, whatever the machine's speed. */
const ORDER_CAP = 600;
const CUSTOMERS = [
  { email: 'kavya.nair@example.in', password: 'Ikat@2026' },
  { email: 'arjun.mehta@example.in', password: 'Bandhani@2026' },
];

const RUN = 'kill';

/** The test: `rig` is the shared set-up (faults.test.ts). */
export async function killReplicaMidCheckout(rig: FaultRig): Promise<void> {
  const { replicas, db, a, b } = rig;
  await restock(db);
  const stockBefore = await stockOf(db);
  const tokens = await Promise.all(CUSTOMERS.map((c) => signIn(b.port, c.email, c.password)));

  const attempts: OrderAttempt[] = [];
  const problems: string[] = [];
  const sentKeys = new Set<string>();
  let running = true;
  let killedAt = Number.POSITIVE_INFINITY;
  let restartedAt = Number.POSITIVE_INFINITY;

  /** A's failures are excused only for orders already in flight on it when it was killed. */
  const judge = (replica: Replica, attempt: OrderAttempt, what: string) => {
    if (attempt.number) return;
    const caughtByKill = replica === a && attempt.at < killedAt && performance.now() >= killedAt;
    if (!caughtByKill) problems.push(`${what} on ${replica === a ? 'A' : 'B'}: ${describeResult(attempt.result)}`);
  };
  const pick = (preferred: Replica) => (preferred.up ? preferred : preferred === a ? b : a);
  const send = async (replica: Replica, key: string, body: unknown, bearer?: string) => {
    sentKeys.add(key);
    replica.inFlight += 1;
    try {
      const attempt = await placeOrder(replica.port, key, body, bearer);
      attempts.push(attempt);
      return attempt;
    } finally {
      replica.inFlight -= 1;
    }
  };

  const guest = async (worker: number) => {
    for (let n = 0; running && attempts.length < ORDER_CAP; n += 1) {
      const replica = pick((worker + n) % 2 === 0 ? a : b);
      const attempt = await send(replica, newOrderKey(RUN, `g${worker}`), guestOrderBody(`guest${worker}@example.in`));
      judge(replica, attempt, 'guest order');
    }
  };
  /** A customer fills the bag and orders; an order left unanswered stops them until the retries. */
  const customer = async (index: number) => {
    const token = tokens[index] ?? '';
    for (let n = 0; running && attempts.length < ORDER_CAP; n += 1) {
      const replica = pick(n % 2 === index % 2 ? a : b);
      for (const id of STOCKED) {
        // Sent to A as it was killed: added again through B (the bag's quantity is not what is checked).
        let added = await addToBag(replica.port, token, id);
        if (added.status !== 200 && replica === a) added = await addToBag(b.port, token, id);
        if (added.status !== 200) problems.push(`adding to ${CUSTOMERS[index]?.email}'s bag: ${describeResult(added)}`);
      }
      // Chosen again: A may have been killed while the bag was filled.
      const target = pick(replica);
      const attempt = await send(target, newOrderKey(RUN, `c${index}`), customerOrderBody(), token);
      judge(target, attempt, `${CUSTOMERS[index]?.email}'s order`);
      if (!attempt.number) return;
    }
  };

  const load = Promise.all([
    ...Array.from({ length: GUEST_WORKERS }, (_, worker) => guest(worker)),
    ...CUSTOMERS.map((_, index) => customer(index)),
  ]);

  // Orders flow through both; A is killed once several are in flight on it.
  await sleep(1_500);
  const waitUntil = performance.now() + 10_000;
  while (a.inFlight < 3 && performance.now() < waitUntil) await sleep(2);
  const inFlightAtKill = a.inFlight;
  a.up = false;
  killedAt = performance.now();
  await replicas.kill(a.server);
  // B alone for a while, then A again on its port while B carries the load.
  await sleep(2_000);
  a.server = await replicas.start(a.port, { pages: true });
  restartedAt = performance.now();
  a.up = true;
  await sleep(1_500);
  running = false;
  await load;

  const unanswered = attempts.filter((attempt) => !attempt.number);
  const answeredOnB = attempts.filter((x) => x.port === b.port && x.at >= killedAt && x.at < restartedAt);
  expect(problems, `${problems.join('\n')}\n${replicaLogs({ A: a.server, B: b.server })}`).toEqual([]);
  expect(inFlightAtKill, 'orders in flight on A when it was killed').toBeGreaterThan(0);
  expect(unanswered.length, 'orders the kill left unanswered').toBeGreaterThan(0);
  expect(answeredOnB.length, 'orders B answered while A was down').toBeGreaterThan(0);
  expect(isRunning(b.server), 'B still running').toBe(true);

  // How many of the unanswered were committed before the kill (their answer lost): the retries must replay them.
  const { rows: committed } = await db.query<{ n: number }>(
    'select count(*)::int as n from orders where idempotency_key = any($1)',
    [unanswered.map((x) => x.key)],
  );

  // Every unanswered order again, with its key, on either replica.
  const acknowledged = new Map<string, string>();
  for (const attempt of attempts) if (attempt.number) acknowledged.set(attempt.key, attempt.number);
  const retried = await Promise.all(
    unanswered.map(async (attempt, i) => {
      const customerIndex = /^fault-kill-c(\d+)-/.exec(attempt.key)?.[1];
      const bearer = customerIndex === undefined ? undefined : tokens[Number(customerIndex)];
      const body = bearer ? customerOrderBody() : guestOrderBody(`retry${i}@example.in`);
      return placeOrder((i % 2 === 0 ? a : b).port, attempt.key, body, bearer);
    }),
  );
  for (const retry of retried) {
    if (!retry.number) problems.push(`retry of ${retry.key}: ${describeResult(retry.result)}`);
    else acknowledged.set(retry.key, retry.number);
  }
  // A replay of answered orders gets the same order, not a new one.
  const replays = await Promise.all(
    [...acknowledged].slice(0, 20).map(async ([key, number], i) => {
      const customerIndex = /^fault-kill-c(\d+)-/.exec(key)?.[1];
      const bearer = customerIndex === undefined ? undefined : tokens[Number(customerIndex)];
      const body = bearer ? customerOrderBody() : guestOrderBody('replay@example.in');
      const replay = await placeOrder((i % 2 === 0 ? a : b).port, key, body, bearer);
      return { key, number, replay };
    }),
  );
  for (const { key, number, replay } of replays) {
    if (replay.number !== number) problems.push(`replay of ${key} answered ${describeResult(replay.result)}`);
  }
  expect(problems, problems.join('\n')).toEqual([]);

  const ledger = await checkLedger(db, {
    run: RUN,
    acknowledged,
    sentKeys,
    stockBefore,
    emptyBags: CUSTOMERS.map((c) => c.email),
  });
  expect(ledger.problems, ledger.problems.join('\n')).toEqual([]);
  expect(ledger.orders).toBe(acknowledged.size);
  process.stdout.write(
    `replica kill: ${attempts.length} orders sent, ${inFlightAtKill} in flight on A at the kill, ` +
      `${unanswered.length} unanswered (${committed[0]?.n ?? 0} of them committed before it), ` +
      `${answeredOnB.length} answered by B while A was down; ${ledger.orders} orders in the database\n`,
  );
}
