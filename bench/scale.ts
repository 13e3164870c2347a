import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { ACCESS_KEY_HEADER, API_PREFIX } from '@schemas/call';
import { rawProducts } from '@fixtures/index';
import { startThrowawayPostgres } from '../scripts/throwaway-postgres';
import { hashToken } from '../server/auth/session';
import { DEFAULT_ACCESS_KEY } from '../server/config';
import { openDatabase, type Db } from '../server/db/client';
import { loadSeedData } from '../server/db/fixture-files';
import { seedIfEmpty } from '../server/db/seed';
import { jaipurAddress } from './cod-order';
import { discoverListings } from './product-list-load';
import { checkOrders, checkStock, rowCounts, snapshotStock } from './scale-check';
import { growCatalogue } from './scale-grow';
import { type Outcome, type ScaleRequest, runScaleLoad, statusJudge } from './scale-load';
import { pick, seededRandom } from './pick';
import { judgeOrder, kindSchedule, listingBody, portFor, searchTerms } from './scale-mix';
import { ORDER_CALL, scaleChecks, scaleLines, summarise, type ScaleFigures } from './scale-report';
import { freePort, startServer, stopServer, type RunningServer } from './server';

/**
 * `npm run bench -- --scale` (issue 13 §2): two server processes on one throwaway PostgreSQL, the catalogue grown
 * to 100,000 products, and an open-loop mixed load on 127.0.0.1 sent to the servers in turn: listings, product
 * pages, search, bag changes and COD orders, some racing for the last pieces. Prints per call count, p50, p99
 * and errors, the targets with PASS/MISS, and what the database holds afterwards (ADR 032). Writes nothing.
 * BENCH_SCALE_RATE, BENCH_SCALE_SECONDS and BENCH_SCALE_PRODUCTS shrink it for a try; BENCH_SCALE_WARM_SECONDS
 * is the longest wait for the servers' warmed listings (ADR 019) before the load.
 */

const env = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

export const SCALE = {
  rate: env('BENCH_SCALE_RATE', 200),
  durationMs: env('BENCH_SCALE_SECONDS', 60) * 1000,
  products: Math.round(env('BENCH_SCALE_PRODUCTS', 100_000)),
  warmWaitMs: env('BENCH_SCALE_WARM_SECONDS', 120) * 1000,
  /** Not counted: the first seconds of the same load. */
  warmupMs: 5_000,
  timeoutMs: 5_000,
  servers: 2,
  shoppers: 100,
  /** Products whose stock is cut to RACE_STOCK, and the share of orders sent for them. */
  raceProducts: 20,
  raceStock: 3,
  raceShare: 0.3,
  seed: 13_002,
};

const CALL_ORDER = [
  'product-list',
  'product-details',
  'getsearchresultdata',
  'addToCart (guest)',
  'addToCartSession',
  'cartSessionData',
  'minusToCartSession',
  ORDER_CALL,
];

const say = (line: string) => process.stdout.write(`${line}\n`);
const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

interface Sellable {
  id: number;
  name: string;
  price: number;
}

/** Every `step`-th row of a query's ids, so samples spread over the whole grown catalogue. */
async function sample<T>(db: Db, query: ReturnType<typeof sql>, size: number): Promise<T[]> {
  const all = await rowsOf<T>(db, query);
  const step = Math.max(1, Math.floor(all.length / size));
  return all.filter((_, i) => i % step === 0).slice(0, size);
}

/** Signed-in shoppers for the bag changes: customers and sessions written directly (signing in is not measured). */
async function makeShoppers(db: Db, count: number): Promise<{ id: number; token: string }[]> {
  const ids = await rowsOf<{ id: number }>(
    db,
    sql`insert into customers (first_name, last_name, email, password_hash, verified_at)
      select 'Scale', 'Shopper ' || n, 'scale.shopper.' || n || '@example.in',
        (select password_hash from customers order by id limit 1), now()
      from generate_series(1, ${count}) n returning id`,
  );
  const shoppers = ids.map(({ id }) => ({ id, token: randomBytes(32).toString('base64url') }));
  for (const s of shoppers) {
    await db.execute(
      sql`insert into sessions (customer_id, token_hash, expires_at) values (${s.id}, ${hashToken(s.token)}, now() + interval '1 day')`,
    );
  }
  return shoppers;
}

async function warmed(running: RunningServer, untilMs: number): Promise<string> {
  while (performance.now() < untilMs) {
    const line = /Listings warmed: [^\n]*/.exec(running.fullOutput())?.[0];
    if (line) return line;
    if (running.child.exitCode !== null) throw new Error(`server exited:\n${running.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return 'listings not warmed yet: measuring anyway';
}

export async function runScale(): Promise<ScaleFigures> {
  const started = performance.now();
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;
  say(`==> scale run: a throwaway PostgreSQL`);
  const postgres = await startThrowawayPostgres({ prefix: 'padmakshya-scale-postgres-' });
  const dataDir = mkdtempSync(join(tmpdir(), 'padmakshya-scale-'));
  const servers: RunningServer[] = [];
  let database: Awaited<ReturnType<typeof openDatabase>> | undefined;
  const cleanUp = async () => {
    await Promise.all(servers.map((s) => stopServer(s.child)));
    await database?.close();
    postgres.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const onSignal = () => void cleanUp().finally(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    const databaseUrl = await postgres.createDatabase('padmakshya_scale');
    database = await openDatabase({ databaseUrl });
    const db = database.db;
    await database.migrate();
    await seedIfEmpty(db, () => loadSeedData());
    const growStart = performance.now();
    const added = await growCatalogue(db, SCALE.products);
    say(`    seeded, then grown by ${added} products in ${((performance.now() - growStart) / 1000).toFixed(1)} s`);

    // The pools the load draws from, spread over the grown catalogue.
    const details = await sample<{ slug: string }>(db, sql`select slug from products order by id`, 5_000);
    const simple = sql`product_type = 0 and selling_price > 0`;
    const checks = await sample<{ id: number }>(db, sql`select id from products where ${simple} order by id`, 2_000);
    const bagItems = await sample<{ id: number }>(
      db,
      sql`select id from products where ${simple} and stock is null order by id`,
      1_000,
    );
    const inStock = await sample<Sellable>(
      db,
      sql`select id, name, selling_price::float8 as price from products where ${simple} and stock >= 5 order by id`,
      2_000 + SCALE.raceProducts,
    );
    const race = inStock.slice(-SCALE.raceProducts);
    const orderItems = inStock.slice(0, -SCALE.raceProducts);
    await db.execute(
      sql`update products set stock = ${SCALE.raceStock} where id in (${sql.join(
        race.map((r) => sql`${r.id}`),
        sql`, `,
      )})`,
    );
    const shoppers = (await makeShoppers(db, SCALE.shoppers)).map((s) => ({
      ...s,
      step: 'add' as 'add' | 'read' | 'minus',
      cartId: null as number | null,
      busy: false,
    }));
    const firstOrderId = await snapshotStock(db);
    say(
      `    ${race.length} products cut to ${SCALE.raceStock} pieces for orders to race for; ${shoppers.length} signed-in shoppers (${elapsed()})`,
    );

    say(`==> ${SCALE.servers} servers on it`);
    for (let n = 0; n < SCALE.servers; n += 1) {
      servers.push(await startServer(await freePort(), dataDir, 120_000, { apiOnly: true, databaseUrl }));
    }
    const ports = servers.map((s) => s.port);
    const warmUntil = performance.now() + SCALE.warmWaitMs;
    for (const s of servers) say(`    port ${s.port}: ${await warmed(s, warmUntil)}`);
    const listings = await discoverListings(`http://127.0.0.1:${ports[0]}`);

    const random = seededRandom(SCALE.seed);
    const terms = searchTerms(rawProducts.map((p) => p.product_name));
    const address = jaipurAddress();
    const count = Math.round(((SCALE.warmupMs + SCALE.durationMs) / 1000) * SCALE.rate);
    const kinds = kindSchedule(count, SCALE.seed);
    const acknowledged: string[] = [];
    let nextShopper = 0;
    const api = (path: string) => `${API_PREFIX}/${path}`;

    const order = (port: number): ScaleRequest => {
      const item = random() < SCALE.raceShare ? pick(random, race) : pick(random, orderItems);
      const body = {
        paymentMethod: 'COD',
        shippingCharge: 0,
        parsedAddressSession: address,
        parsedCartSession: [
          {
            product_id: item.id,
            product_name: item.name,
            selected_variation: [],
            quantity: 1,
            product_selling_price: item.price,
            // Shown in stock: when the piece is gone, the order is refused rather than made to order.
            product_availability_status: 1,
          },
        ],
        parsedCouponSession: null,
        parsedGiftCardSession: null,
        textarea: 'Scale run',
      };
      return {
        call: ORDER_CALL,
        port,
        path: api('makeCodOrder'),
        body: JSON.stringify(body),
        headers: { 'Idempotency-Key': `scale-${randomUUID()}` },
        judge: (json) => {
          const { outcome, number } = judgeOrder(json);
          if (number) acknowledged.push(number);
          return outcome;
        },
      };
    };

    /** A signed-in shopper's next bag step (add, read, take one off), or a read when all are mid-change. */
    const bag = (port: number): ScaleRequest => {
      let shopper: (typeof shoppers)[number] | undefined;
      for (let k = 0; k < shoppers.length && !shopper; k += 1) {
        const candidate = shoppers[(nextShopper + k) % shoppers.length];
        if (candidate && !candidate.busy) shopper = candidate;
      }
      nextShopper += 1;
      const auth = (s: { token: string }) => ({ authorization: `Bearer ${s.token}` });
      if (!shopper) {
        const any = pick(random, shoppers);
        return { call: 'cartSessionData', port, path: api('cartSessionData'), body: '{}', headers: auth(any) };
      }
      const s = shopper;
      s.busy = true;
      const done = () => (s.busy = false);
      if (s.step === 'add' || s.cartId === null) {
        const item = pick(random, bagItems);
        return {
          call: 'addToCartSession',
          port,
          path: api('addToCartSession'),
          body: JSON.stringify({ product_id: item.id, quantity: 1 }),
          headers: { ...auth(s), 'Idempotency-Key': `scale-${randomUUID()}` },
          done,
          judge: (json) => {
            const outcome = statusJudge(json);
            const lines = (json as { data?: { resCartData?: { product_id: number; cart_id?: number }[] } }).data
              ?.resCartData;
            const line = lines?.find((l) => l.product_id === item.id);
            if (outcome.kind === 'ok' && line?.cart_id) {
              s.cartId = line.cart_id;
              s.step = 'read';
            }
            return outcome;
          },
        };
      }
      if (s.step === 'read') {
        s.step = 'minus';
        return { call: 'cartSessionData', port, path: api('cartSessionData'), body: '{}', headers: auth(s), done };
      }
      const cartId = s.cartId;
      return {
        call: 'minusToCartSession',
        port,
        path: api('minusToCartSession'),
        body: JSON.stringify({ cart_id: cartId }),
        headers: { ...auth(s), 'Idempotency-Key': `scale-${randomUUID()}` },
        done,
        judge: (json): Outcome => {
          s.cartId = null;
          s.step = 'add';
          return statusJudge(json);
        },
      };
    };

    const next = (i: number): ScaleRequest => {
      const port = portFor(i, ports);
      switch (kinds[i]) {
        case 'listing': {
          const { body, page } = listingBody(random, pick(random, listings));
          return { call: 'product-list', port, path: api(`product-list?page=${page}`), body: JSON.stringify(body) };
        }
        case 'product':
          return {
            call: 'product-details',
            port,
            path: api('product-details'),
            body: JSON.stringify({ slug: pick(random, details).slug }),
          };
        case 'search':
          return {
            call: 'getsearchresultdata',
            port,
            path: api('getsearchresultdata'),
            body: JSON.stringify({ search_filter: pick(random, terms) }),
          };
        case 'bag-check':
          return {
            call: 'addToCart (guest)',
            port,
            path: api('addToCart'),
            body: JSON.stringify({ product_id: pick(random, checks).id, quantity: 1 }),
          };
        case 'bag':
          return bag(port);
        default:
          return order(port);
      }
    };

    say(
      `==> load: ${SCALE.rate} requests/s for ${SCALE.durationMs / 1000} s (after ${SCALE.warmupMs / 1000} s not counted), open loop, ports ${ports.join(' and ')} in turn (${elapsed()})`,
    );
    const load = await runScaleLoad({
      rate: SCALE.rate,
      durationMs: SCALE.durationMs,
      warmupMs: SCALE.warmupMs,
      timeoutMs: SCALE.timeoutMs,
      maxSockets: 64,
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'accept-encoding': 'gzip, deflate, br',
        [ACCESS_KEY_HEADER]: process.env.API_ACCESS_KEY || DEFAULT_ACCESS_KEY,
      },
      next,
    });
    // The servers stop before the database is read: nothing is still being written.
    await Promise.all(servers.map((s) => stopServer(s.child)));
    const figures: ScaleFigures = {
      rate: SCALE.rate,
      durationS: SCALE.durationMs / 1000,
      products: SCALE.products,
      servers: SCALE.servers,
      calls: summarise(load.samples, CALL_ORDER),
      sentRps: load.sentRps,
      maxSendLagMs: load.maxSendLagMs,
      stock: await checkStock(
        db,
        firstOrderId,
        race.map((r) => r.id),
      ),
      orders: await checkOrders(db, firstOrderId, acknowledged),
      rowCounts: await rowCounts(db),
    };
    say(`    done (${elapsed()})`);
    return figures;
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await cleanUp();
  }
}

/** `--scale`: the run, printed; a MISS is reported, a run that could not measure fails (ADR 009). */
export async function scaleOnly(): Promise<void> {
  const figures = await runScale();
  say(`\n${scaleLines(figures, scaleChecks(figures)).join('\n')}`);
  say('\n--scale: results not written (bench/results holds full runs only)');
}
