import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../scripts/throwaway-postgres';
import { hashToken } from '../server/auth/session';
import { openDatabase, type Db } from '../server/db/client';
import { loadSeedData } from '../server/db/fixture-files';
import { seedIfEmpty } from '../server/db/seed';
import { discoverListings } from './product-list-load';
import type { Listing } from './product-list-mix';
import { snapshotStock } from './scale-check';
import { growCatalogue } from './scale-grow';
import { freePort, startServer, stopServer, type RunningServer } from './server';

/**
 * The scale run's set-up (bench/scale.ts, issue 13 §2, ADR 032): its sizes (SCALE, BENCH_SCALE_* shrink them), a
 * throwaway PostgreSQL cluster, the catalogue seeded and grown, the pools the load draws from, the products the
 * orders race for, signed-in shoppers, and the servers on it with their listings warmed. All that it starts is
 * stopped by the cluster's `cleanUp`.
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
  /**
   * Not counted: the first seconds of the same load, reported apart. Fresh server processes compile their
   * handlers' code under it: on two cores each took about half a core for the first 8 s and a third after, and
   * the backlog of those seconds took some more to clear, so 5 s left the start in the first measured stretch
   * (p99 1.3–3.5 s there, under 0.1 s after, on 2026-12-01).
   */
  warmupMs: 20_000,
  timeoutMs: 5_000,
  servers: 2,
  shoppers: 100,
  /** Products whose stock is cut to RACE_STOCK, and the share of orders sent for them. */
  raceProducts: 20,
  raceStock: 3,
  raceShare: 0.3,
  seed: 13_002,
};

export const say = (line: string) => process.stdout.write(`${line}\n`);
const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

export interface Sellable {
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

/** What a run starts: each is stopped by `cleanUp`, however the run ends. */
export interface ScaleCluster {
  postgres: ThrowawayPostgres;
  /** The servers' data directory. */
  dataDir: string;
  servers: RunningServer[];
  database?: Awaited<ReturnType<typeof openDatabase>>;
  cleanUp: () => Promise<void>;
}

/** A throwaway PostgreSQL cluster, nothing on it yet. */
export async function startCluster(): Promise<ScaleCluster> {
  const postgres = await startThrowawayPostgres({ prefix: 'padmakshya-scale-postgres-' });
  const cluster: ScaleCluster = {
    postgres,
    dataDir: mkdtempSync(join(tmpdir(), 'padmakshya-scale-')),
    servers: [],
    cleanUp: async () => {
      await Promise.all(cluster.servers.map((s) => stopServer(s.child)));
      await cluster.database?.close();
      postgres.stop();
      rmSync(cluster.dataDir, { recursive: true, force: true });
    },
  };
  return cluster;
}

/** The run's database, and what its requests draw from: spread over the grown catalogue. */
export interface ScaleData {
  databaseUrl: string;
  db: Db;
  /** Product pages, products a guest's bag checks, and products signed-in shoppers put in their bags. */
  details: { slug: string }[];
  checks: { id: number }[];
  bagItems: { id: number }[];
  /** Products whose stock is cut to SCALE.raceStock, and the others that orders are sent for. */
  race: Sellable[];
  orderItems: Sellable[];
  shoppers: { id: number; token: string }[];
  /** From snapshotStock: where the run's orders start (scale-check.ts). */
  firstOrderId: number;
}

/** A database on the cluster, migrated, seeded and grown to SCALE.products, with the pools and shoppers drawn. */
export async function prepareDatabase(cluster: ScaleCluster, elapsed: () => string): Promise<ScaleData> {
  const databaseUrl = await cluster.postgres.createDatabase('padmakshya_scale');
  cluster.database = await openDatabase({ databaseUrl });
  const db = cluster.database.db;
  await cluster.database.migrate();
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
  const shoppers = await makeShoppers(db, SCALE.shoppers);
  const firstOrderId = await snapshotStock(db);
  say(
    `    ${race.length} products cut to ${SCALE.raceStock} pieces for orders to race for; ${shoppers.length} signed-in shoppers (${elapsed()})`,
  );
  return { databaseUrl, db, details, checks, bagItems, race, orderItems, shoppers, firstOrderId };
}

/** SCALE.servers servers on the database, once their listings are warmed (or the wait is over); the listings. */
export async function startServers(
  cluster: ScaleCluster,
  databaseUrl: string,
): Promise<{ ports: number[]; listings: Listing[] }> {
  say(`==> ${SCALE.servers} servers on it`);
  for (let n = 0; n < SCALE.servers; n += 1) {
    cluster.servers.push(await startServer(await freePort(), cluster.dataDir, 120_000, { apiOnly: true, databaseUrl }));
  }
  const ports = cluster.servers.map((s) => s.port);
  const warmUntil = performance.now() + SCALE.warmWaitMs;
  for (const s of cluster.servers) say(`    port ${s.port}: ${await warmed(s, warmUntil)}`);
  const listings = await discoverListings(`http://127.0.0.1:${ports[0]}`);
  return { ports, listings };
}
