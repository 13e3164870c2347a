import { expect } from 'vitest';
import { api, call, cleanUnavailable, describeResult, sleep, succeeded, type CallResult } from './calls';
import { checkLedger, restock, stockOf } from './ledger';
import { guestOrderBody, newOrderKey, placeOrder } from './orders';
import { isRunning, replicaLogs, type FaultRig, type Replica } from './replicas';

/**
 * Issue 13 §3: the database restarts under load. Both replicas get a steady, bounded mix of shopper calls (reads,
 * pages, COD orders); PostgreSQL is stopped (fast: open connections are ended), kept down for a while, and started
 * again on its port. While it is down every API call must get the store's clean error (503, Retry-After, the JSON
 * error with the spec's message) within the call bound, pages must still be served (unrendered), and neither
 * process may die; once it is back the same calls must succeed again without restarting anything. Orders refused
 * during the outage are sent again with their keys, and the database must add up (docs/decisions/033-faults.md).
 */

const RUN = 'restart';
const WORKERS_PER_REPLICA = 3;
/** How long PostgreSQL stays down. */
const DOWN_MS = 3_000;
/**
 * After PostgreSQL is back, how long the replicas have to answer everything again (the pool reconnects at once; the
 * margin is for a machine busy with other work).
 */
const RECOVERY_MS = 8_000;
/** Between one worker's calls: a steady load, not a flood. */
const PAUSE_MS = 25;

type Kind = 'read' | 'page' | 'order';
interface Op {
  kind: Kind;
  name: string;
  run(port: number): Promise<{ result: CallResult; key?: string; number?: string | null }>;
}

const read = (name: string, body?: unknown): Op => ({
  kind: 'read',
  name,
  run: async (port) => ({ result: await call(port, api(name), body === undefined ? {} : { body }) }),
});
const page = (path: string): Op => ({
  kind: 'page',
  name: path,
  run: async (port) => ({ result: await call(port, path, { headers: { accept: 'text/html' } }) }),
});
const order = (worker: string): Op => ({
  kind: 'order',
  name: 'makeCodOrder',
  run: async (port) => {
    const attempt = await placeOrder(port, newOrderKey(RUN, worker), guestOrderBody(`${worker}@example.in`));
    return { result: attempt.result, key: attempt.key, number: attempt.number };
  },
});

const OPS = (worker: string): Op[] => [
  read('dashboard'),
  page('/our-story'),
  read('settingsdata'),
  order(worker),
  read('pagecontent', { slug: 'our-story' }),
  read('blog-list'),
  page('/'),
  read('footer'),
];

/** A page still served: 200, HTML, the storefront's shell (rendered or for the browser to render). */
const pageServed = (r: CallResult) =>
  r.status === 200 && (r.headers?.get('content-type') ?? '').startsWith('text/html') && r.body.includes('id="root"');

interface Outcome {
  replica: 'A' | 'B';
  kind: Kind;
  name: string;
  at: number;
  result: CallResult;
  ok: boolean;
  key?: string | undefined;
  number?: string | null | undefined;
}

export async function restartDatabaseUnderLoad(rig: FaultRig): Promise<void> {
  const { cluster, db, a, b } = rig;
  await restock(db);
  const stockBefore = await stockOf(db);
  const pids = [a.server.child.pid, b.server.child.pid];
  const deaths: string[] = [];
  for (const [name, replica] of [
    ['A', a],
    ['B', b],
  ] as const) {
    const { server } = replica;
    server.child.once('exit', (code, signal) =>
      deaths.push(`${name} exited (${code ?? signal}); it printed last:\n${server.output().slice(-2500)}`),
    );
  }

  const outcomes: Outcome[] = [];
  let running = true;
  const worker = async (replica: Replica, name: 'A' | 'B', index: number) => {
    const ops = OPS(`${name}${index}`);
    for (let n = index; running; n += 1) {
      const op = ops[n % ops.length];
      if (!op) continue;
      const at = performance.now();
      const { result, key, number } = await op.run(replica.port);
      const ok = op.kind === 'page' ? pageServed(result) : op.kind === 'order' ? Boolean(number) : succeeded(result);
      outcomes.push({ replica: name, kind: op.kind, name: op.name, at, result, ok, key, number });
      await sleep(PAUSE_MS);
    }
  };
  const load = Promise.all(
    [a, b].flatMap((replica, r) =>
      Array.from({ length: WORKERS_PER_REPLICA }, (_, i) => worker(replica, r === 0 ? 'A' : 'B', i)),
    ),
  );

  await sleep(2_000);
  const downFrom = performance.now();
  await cluster.restart({ downMs: DOWN_MS });
  const upAt = performance.now();
  // Until every worker has had its full cycle of calls well after the recovery bound.
  await sleep(RECOVERY_MS + 3_000);
  running = false;
  await load;

  const problems: string[] = [];
  const line = (o: Outcome) =>
    `${o.replica} ${o.name} at ${((o.at - downFrom) / 1000).toFixed(2)} s: ${describeResult(o.result)}`;
  for (const o of outcomes) {
    if (o.ok) continue;
    if (o.kind === 'page') problems.push(`page not served: ${line(o)}`);
    else if (!cleanUnavailable(o.result)) problems.push(`not a clean error: ${line(o)}`);
    // In flight when the database went down counts: answered before that does not.
    else if (o.at + o.result.ms < downFrom) problems.push(`an error before the restart: ${line(o)}`);
    else if (o.at > upAt + RECOVERY_MS) problems.push(`still failing ${RECOVERY_MS} ms after it was back: ${line(o)}`);
  }
  expect(deaths, 'replicas that died').toEqual([]);
  expect(problems, `${problems.slice(0, 30).join('\n')}\n${replicaLogs({ A: a.server, B: b.server })}`).toEqual([]);
  expect([a.server.child.pid, b.server.child.pid], 'the same processes throughout').toEqual(pids);
  expect(isRunning(a.server) && isRunning(b.server)).toBe(true);

  const during = outcomes.filter((o) => o.at >= downFrom && o.at <= upAt);
  const unavailable = during.filter((o) => !o.ok);
  const pagesDuring = during.filter((o) => o.kind === 'page');
  const ordersRefused = outcomes.filter((o) => o.kind === 'order' && !o.ok);
  // The outage was real and seen: calls were refused, on both replicas, and pages were asked for meanwhile.
  expect(unavailable.filter((o) => o.replica === 'A').length, '503s on A').toBeGreaterThan(0);
  expect(unavailable.filter((o) => o.replica === 'B').length, '503s on B').toBeGreaterThan(0);
  expect(pagesDuring.length, 'pages asked for while the database was down').toBeGreaterThan(1);
  // And recovered by itself: afterwards each replica answers every kind of call again, the same processes.
  const recovered: Outcome[] = [];
  for (const [name, replica] of [
    ['A', a],
    ['B', b],
  ] as const) {
    for (const op of [read('dashboard'), page('/our-story'), order(`${name}-after`)]) {
      const at = performance.now();
      const { result, key, number } = await op.run(replica.port);
      const ok = op.kind === 'page' ? pageServed(result) : op.kind === 'order' ? Boolean(number) : succeeded(result);
      recovered.push({ replica: name, kind: op.kind, name: op.name, at, result, ok, key, number });
    }
  }
  const notRecovered = recovered.filter((o) => !o.ok).map(line);
  expect(notRecovered, notRecovered.join('\n')).toEqual([]);
  outcomes.push(...recovered);

  // Orders refused while it was down, again with their keys: each placed once (or found, if it was committed).
  const acknowledged = new Map<string, string>();
  const sentKeys = new Set<string>();
  for (const o of outcomes) {
    if (o.key) sentKeys.add(o.key);
    if (o.key && o.number) acknowledged.set(o.key, o.number);
  }
  const retries = await Promise.all(
    ordersRefused.map((o, i) =>
      placeOrder((i % 2 === 0 ? a : b).port, o.key ?? '', guestOrderBody(`retry${i}@example.in`)),
    ),
  );
  for (const retry of retries) {
    if (retry.number) acknowledged.set(retry.key, retry.number);
    else problems.push(`retry of ${retry.key}: ${describeResult(retry.result)}`);
  }
  expect(problems, problems.join('\n')).toEqual([]);
  const ledger = await checkLedger(db, { run: RUN, acknowledged, sentKeys, stockBefore });
  expect(ledger.problems, ledger.problems.join('\n')).toEqual([]);

  const firstOk = (name: 'A' | 'B') =>
    outcomes.filter((o) => o.replica === name && o.ok && o.at > upAt).sort((x, y) => x.at - y.at)[0];
  const slowest = Math.max(...during.map((o) => o.result.ms));
  process.stdout.write(
    `database restart: ${outcomes.length} calls; down ${((upAt - downFrom) / 1000).toFixed(1)} s, during which ` +
      `${unavailable.length} of ${during.length} calls got the 503 (slowest answer ${Math.round(slowest)} ms) and ` +
      `${pagesDuring.length} pages were served; first success after it was back: A +${Math.round(
        (firstOk('A')?.at ?? Number.NaN) - upAt,
      )} ms, B +${Math.round((firstOk('B')?.at ?? Number.NaN) - upAt)} ms; ${ordersRefused.length} refused orders ` +
      `placed on retry; ${ledger.orders} orders in the database\n`,
  );
}
