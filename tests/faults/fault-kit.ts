import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { ACCESS_KEY_HEADER, API_PREFIX } from '@schemas/call';
import { rawProducts } from '@fixtures/index';
import { jaipurAddress } from '../../bench/cod-order';
import { startServer, type RunningServer } from '../../bench/server';
import type { ThrowawayPostgres } from '../../scripts/throwaway-postgres';
import { DEFAULT_ACCESS_KEY } from '../../server/config';
import { serverMessages } from '../../server/messages';

/**
 * What the fault tests (docs/decisions/033-faults.md) share: real server processes on a throwaway PostgreSQL
 * cluster, the calls a shopper makes through their HTTP API, and the checks of the database afterwards.
 */

const ACCESS_KEY = process.env.API_ACCESS_KEY || DEFAULT_ACCESS_KEY;

/** The longest any call may take, outage or not: past it the call counts as hung. The storefront gives up then. */
export const CALL_BOUND_MS = 20_000;

// ---------------------------------------------------------------------------------------------------------------
// Replicas

/** The server processes a test started, so that each is stopped by its own pid whatever happens. */
export class Replicas {
  private readonly children = new Set<ChildProcess>();
  private readonly dataDir = mkdtempSync(join(tmpdir(), 'padmakshya-faults-replica-'));

  constructor(private readonly databaseUrl: string) {
    // A test process that ends without stopping them (a timeout, an error) takes them along.
    process.once('exit', () => {
      for (const child of this.children) child.kill('SIGKILL');
      rmSync(this.dataDir, { recursive: true, force: true });
    });
  }

  /**
   * A server process on `port` (main.ts, as in production), ready once it answers: it listens only after the
   * database is migrated and seeded. With `pages`, also once it renders pages (`renderingPages`).
   */
  async start(port: number, { pages = false } = {}): Promise<RunningServer> {
    const server = await startServer(port, this.dataDir, 120_000, { apiOnly: true, databaseUrl: this.databaseUrl });
    this.children.add(server.child);
    server.child.once('exit', () => this.children.delete(server.child));
    if (pages) await renderingPages(port);
    return server;
  }

  /** kill -9: no shutdown of any kind; resolves once the process is gone. */
  kill(server: RunningServer): Promise<void> {
    const { child } = server;
    if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    return new Promise((done) => {
      child.once('exit', () => done());
      child.kill('SIGKILL');
    });
  }

  /** Stops every process still running (SIGKILL: nothing of theirs is checked afterwards), by its own pid. */
  async stopAll(): Promise<void> {
    await Promise.all(
      [...this.children].map(
        (child) =>
          new Promise<void>((done) => {
            if (child.exitCode !== null || child.signalCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGKILL');
          }),
      ),
    );
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

/** A replica as a test drives it: where it listens, whether shoppers are sent to it, and what it has in flight. */
export interface Replica {
  server: RunningServer;
  port: number;
  up: boolean;
  inFlight: number;
}

/** What the fault tests share: one cluster and database, two replicas on it, and a client to check it with. */
export interface FaultRig {
  cluster: ThrowawayPostgres;
  replicas: Replicas;
  db: pg.Pool;
  a: Replica;
  b: Replica;
}

/**
 * Waits until the server on `port` renders pages: it serves them unrendered while its renderer warms up (ADR 014),
 * and a replica is not put back in service before then, as a load balancer's readiness check would not.
 */
export async function renderingPages(port: number, timeoutMs = 60_000): Promise<void> {
  const until = performance.now() + timeoutMs;
  while (performance.now() < until) {
    const r = await call(port, '/', { headers: { accept: 'text/html' } });
    if (r.status === 200 && /id="page-state">[^<]*"render":/.test(r.body)) return;
    await sleep(200);
  }
  throw new Error(`the server on ${port} did not render pages within ${timeoutMs} ms`);
}

/** The end of each replica's output, for a failure's message. */
export const replicaLogs = (replicas: Record<string, RunningServer>) =>
  Object.entries(replicas)
    .map(([name, server]) => {
      // The outage's own 503s are many and alike: the other lines first.
      const other = server
        .fullOutput()
        .split('\n')
        .filter((l) => l && !/ECONNREFUSED|starting up|shutting down|administrator command|idle connection/.test(l));
      return `--- ${name} printed (outage lines left out):\n${other.slice(0, 40).join('\n')}\n--- and last:\n${server.output().slice(-800)}`;
    })
    .join('\n');

export const isRunning = (server: RunningServer) => server.child.exitCode === null && server.child.signalCode === null;

// ---------------------------------------------------------------------------------------------------------------
// Calls

export interface CallResult {
  /** HTTP status, or 0 when no answer came (connection refused or reset, or past CALL_BOUND_MS). */
  status: number;
  body: string;
  /** Why no answer came. */
  error?: string;
  ms: number;
  headers?: Headers;
}

export async function call(
  port: number,
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<CallResult> {
  const started = performance.now();
  try {
    const res = await fetch(`http://127.0.0.1:${port}${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: {
        ...(path.startsWith(API_PREFIX) ? { [ACCESS_KEY_HEADER]: ACCESS_KEY, 'content-type': 'application/json' } : {}),
        ...init.headers,
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      signal: AbortSignal.timeout(CALL_BOUND_MS),
    });
    const body = await res.text();
    return { status: res.status, body, ms: performance.now() - started, headers: res.headers };
  } catch (error) {
    const cause = (error as Error & { cause?: Error }).cause;
    return {
      status: 0,
      body: '',
      error: `${(error as Error).name}: ${(error as Error).message}${cause ? ` (${cause.message})` : ''}`,
      ms: performance.now() - started,
    };
  }
}

export const api = (name: string) => `${API_PREFIX}/${name}`;

const parse = (body: string): unknown => {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
};

/** An API answer with the store's JSON shape and `status: 'success'`. */
export const succeeded = (r: CallResult) =>
  r.status === 200 && (parse(r.body) as { status?: unknown } | undefined)?.status === 'success';

/**
 * The answer a call gets while the database is down: 503, Retry-After, and the store's JSON error with the spec's
 * message for a server fault (shell §8: the message shows in a toast, nothing changes).
 */
export const cleanUnavailable = (r: CallResult) => {
  const json = parse(r.body) as { status?: unknown; message?: unknown } | undefined;
  return (
    r.status === 503 &&
    Boolean(r.headers?.get('retry-after')) &&
    (r.headers?.get('content-type') ?? '').startsWith('application/json') &&
    json?.status === 'error' &&
    json.message === serverMessages.internalError
  );
};

export const describeResult = (r: CallResult) =>
  r.status === 0 ? `no answer after ${Math.round(r.ms)} ms: ${r.error}` : `HTTP ${r.status} ${r.body.slice(0, 160)}`;

// ---------------------------------------------------------------------------------------------------------------
// Orders

/** Readily available pieces the orders race for (stock 40 and 35 in fixtures/catalogue), and a made-to-order saree. */
export const STOCKED = [6, 29] as const;
const MADE_TO_ORDER = 105;

const line = (id: number) => {
  const product = rawProducts.find((p) => p.product_id === id);
  if (!product) throw new Error(`fixtures/catalogue has no product ${id}`);
  return {
    product_id: id,
    product_name: product.product_name,
    selected_variation: [],
    quantity: 1,
    product_selling_price: product.product_selling_price,
    // Shown as made to order: once the pieces run out the line is made to order, so every order can be placed.
    product_availability_status: 0,
  };
};

/** A guest's COD order: one of each stocked piece and a made-to-order saree, to Jaipur. */
export function guestOrderBody(email: string) {
  return {
    paymentMethod: 'COD',
    shippingCharge: 0,
    // The bench's guest address in Jaipur (bench/cod-order.ts), for this order's own e-mail.
    parsedAddressSession: { ...jaipurAddress(), user_email: email },
    parsedCartSession: [...STOCKED.map(line), line(MADE_TO_ORDER)],
    parsedCouponSession: null,
    parsedGiftCardSession: null,
    textarea: 'Fault test order',
  };
}

/** A signed-in customer's COD order: the lines come from their bag in the database. */
export const customerOrderBody = () => ({
  paymentMethod: 'COD',
  shippingCharge: 0,
  parsedAddressSession: null,
  parsedCartSession: [],
  parsedCouponSession: null,
  parsedGiftCardSession: null,
  textarea: 'Fault test order',
});

/** Every key a run's orders are sent with starts with `fault-<run>-`: the checks find that run's orders by it. */
export const keyPrefix = (run: string) => `fault-${run}-`;
export const newOrderKey = (run: string, who: string) => `${keyPrefix(run)}${who}-${randomUUID()}`;

export interface OrderAttempt {
  key: string;
  port: number;
  result: CallResult;
  /** The order number when the order was acknowledged: HTTP 200, status success. */
  number: string | null;
  at: number;
}

export async function placeOrder(port: number, key: string, body: unknown, bearer?: string): Promise<OrderAttempt> {
  const at = performance.now();
  const result = await call(port, api('makeCodOrder'), {
    body,
    headers: { 'Idempotency-Key': key, ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
  });
  const json = parse(result.body) as { status?: unknown; order_number?: unknown } | undefined;
  const number =
    result.status === 200 && json?.status === 'success' && typeof json.order_number === 'string' && json.order_number
      ? json.order_number
      : null;
  return { key, port, result, number, at };
}

/** Signs a demo customer in; their token. */
export async function signIn(port: number, email: string, password: string): Promise<string> {
  const r = await call(port, api('logincheck'), {
    body: { user_email: email, user_password: password, user_type: 1 },
  });
  const token = (parse(r.body) as { user_token?: unknown } | undefined)?.user_token;
  if (r.status !== 200 || typeof token !== 'string' || !token) throw new Error(`sign-in failed: ${describeResult(r)}`);
  return token;
}

/** Puts one stocked piece in a signed-in customer's bag. */
export const addToBag = (port: number, bearer: string, productId: number) =>
  call(port, api('addToCartSession'), {
    body: { product_id: productId, quantity: 1 },
    headers: { authorization: `Bearer ${bearer}` },
  });

// ---------------------------------------------------------------------------------------------------------------
// The database afterwards

export interface Ledger {
  /** Problems found; empty when everything adds up. */
  problems: string[];
  /** Orders of the run in the database. */
  orders: number;
}

/** Pieces each stocked product gets at the start of a run, more than half what the run's orders ask for. */
export const RESTOCK = 60;

/** The back office restocks the stocked products, so that each run's orders race for the last pieces. */
export async function restock(db: pg.Pool): Promise<void> {
  await db.query('update products set stock = $1 where id = any($2)', [RESTOCK, [...STOCKED]]);
}

/** Stock of the stocked products now. */
export async function stockOf(db: pg.Pool): Promise<Map<number, number>> {
  const { rows } = await db.query<{ id: number; stock: number }>('select id, stock from products where id = any($1)', [
    [...STOCKED],
  ]);
  return new Map(rows.map((r) => [r.id, r.stock]));
}

/**
 * Checks the database against what the clients were told: every acknowledged order is there exactly once, under its
 * key and with its number; no key has two orders and the run made no order under a key it never sent; stock never
 * went below 0 and the pieces gone from stock are exactly the run's order lines that took stock; every order has its
 * lines; no order of the run is left awaiting payment; and `emptyBags`' bags are empty.
 */
export async function checkLedger(
  db: pg.Pool,
  {
    run,
    acknowledged,
    sentKeys,
    stockBefore,
    emptyBags = [],
  }: {
    run: string;
    acknowledged: Map<string, string>;
    sentKeys: Set<string>;
    stockBefore: Map<number, number>;
    emptyBags?: string[];
  },
): Promise<Ledger> {
  const problems: string[] = [];
  const prefix = `${keyPrefix(run)}%`;
  const { rows: orders } = await db.query<{ id: number; number: string; key: string; payment: string; items: number }>(
    `select o.id, o.number, o.idempotency_key as key, o.payment,
            (select count(*)::int from order_items i where i.order_id = o.id) as items
       from orders o where o.idempotency_key like $1`,
    [prefix],
  );
  const byKey = new Map<string, typeof orders>();
  for (const order of orders) byKey.set(order.key, [...(byKey.get(order.key) ?? []), order]);
  const numbers = new Map<string, number>();
  for (const order of orders) numbers.set(order.number, (numbers.get(order.number) ?? 0) + 1);

  for (const [key, number] of acknowledged) {
    const found = byKey.get(key) ?? [];
    if (found.length === 0) problems.push(`acknowledged order ${number} (${key}) is not in the database`);
    else if (found[0]?.number !== number) {
      problems.push(`key ${key} was answered ${number} but the database has ${found[0]?.number}`);
    }
  }
  for (const [key, found] of byKey) {
    if (found.length > 1) problems.push(`key ${key} has ${found.length} orders`);
    if (!sentKeys.has(key)) problems.push(`an order under ${key}, a key never sent`);
    if (!acknowledged.has(key)) problems.push(`order ${found[0]?.number} (${key}) was never acknowledged`);
  }
  for (const [number, count] of numbers) if (count > 1) problems.push(`order number ${number} appears ${count} times`);
  for (const order of orders) {
    if (order.items === 0) problems.push(`order ${order.number} has no lines`);
    if (order.payment !== 'cod') problems.push(`order ${order.number} is '${order.payment}', not a placed COD order`);
  }

  const { rows: negative } = await db.query<{ n: number }>(
    `select (select count(*)::int from products where stock < 0)
          + (select count(*)::int from product_variations where stock < 0) as n`,
  );
  if ((negative[0]?.n ?? 0) > 0) problems.push(`${negative[0]?.n} products or variations have negative stock`);
  const stockAfter = await stockOf(db);
  const { rows: sold } = await db.query<{ product_id: number; pieces: number }>(
    `select i.product_id, sum(i.quantity)::int as pieces
       from order_items i join orders o on o.id = i.order_id
      where o.idempotency_key like $1 and not i.made_to_order and i.product_id = any($2)
      group by i.product_id`,
    [prefix, [...STOCKED]],
  );
  for (const id of STOCKED) {
    const taken = (stockBefore.get(id) ?? 0) - (stockAfter.get(id) ?? 0);
    const pieces = sold.find((s) => s.product_id === id)?.pieces ?? 0;
    if (taken !== pieces) {
      problems.push(`product ${id}: ${taken} pieces left stock but the run's orders took ${pieces} from it`);
    }
  }

  for (const email of emptyBags) {
    const { rows } = await db.query<{ n: number }>(
      `select count(*)::int as n from cart_lines l join customers c on c.id = l.customer_id where c.email = $1`,
      [email],
    );
    if ((rows[0]?.n ?? 0) > 0) problems.push(`${email}'s bag still holds ${rows[0]?.n} lines after their orders`);
  }
  return { problems, orders: orders.length };
}

export const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
