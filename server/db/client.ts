import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { asking, RequestAbandoned } from './abandoned';
import { lockDataDir } from './data-dir-lock';
import { openPgliteClient, type ClusterPreparation } from './pglite-open';

/** The query builder every handler uses; the same for PGlite and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  /** 'pglite' (embedded, DATA_DIR) or 'postgres' (DATABASE_URL). */
  kind: 'pglite' | 'postgres';
  /** Where the data lives, for the start-up line (never the connection string: it may hold a password). */
  location: string;
  /** Applies the committed migrations in server/db/migrations. */
  migrate(): Promise<void>;
  /** Closes the database; PGlite must be closed or recent writes may be lost. */
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when set it wins over dataDir. */
  databaseUrl?: string | undefined;
  /** PGlite data directory (created if missing), or 'memory://' for a throwaway database. */
  dataDir?: string | undefined;
}

/** The longest a request waits for a pooled PostgreSQL connection. */
export const CONNECT_TIMEOUT_MS = 5_000;

/** Connections per server process to PostgreSQL, and how long one may stay idle before it is closed. */
const POOL_SIZE = 10;
const POOL_IDLE_MS = 5 * 60_000;

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir ?? '.data');
}

/** A digest of every file of the migrations (their SQL and drizzle's journal): any change gives another. */
export function migrationsKey(folder = MIGRATIONS_DIR): string {
  const hash = createHash('sha256');
  const files = readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  for (const file of files)
    hash
      .update(`${file.slice(folder.length)}\0`)
      .update(readFileSync(file))
      .update('\0');
  return hash.digest('hex').slice(0, 16);
}

/** A fresh embedded database starts from a template with the migrations applied (pglite-open.ts, ADR 056). */
const migrated: ClusterPreparation = {
  get key() {
    return migrationsKey();
  },
  apply: async (client) => {
    await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR });
  },
};

async function openPglite(dataDir: string): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  // Before PGlite touches the directory: a second server on it refuses to start (data-dir-lock.ts).
  const lock = inMemory ? null : lockDataDir(dataDir);
  let client: PGlite;
  try {
    client = await openPgliteClient(dataDir, migrated);
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = drizzlePglite(client);
  return {
    db,
    kind: 'pglite',
    location: inMemory ? 'in memory' : dataDir,
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

type PoolCallback = (error: Error | undefined, client?: pg.PoolClient, done?: (release?: unknown) => void) => void;

/**
 * A request's first connection is given only if its caller is still there (ADR 068, abandoned.ts): checked when
 * the query asks for one and again when one comes free. Once it has had one, the request is served to its end.
 * pg's own `query` asks through `this.connect`, so plain queries and transactions alike pass here.
 */
function refuseGoneCallers(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as (callback?: PoolCallback) => Promise<pg.PoolClient> | undefined;
  const wanted = (callback?: PoolCallback) => {
    const request = asking();
    if (!request || request.begun) return connect(callback);
    if (request.signal.aborted) {
      const gone = new RequestAbandoned();
      if (!callback) return Promise.reject(gone);
      process.nextTick(() => callback(gone));
      return undefined;
    }
    // Given: the work begins, unless the caller went while the request waited for it.
    const given = (release: () => void) => {
      if (request.begun || !request.signal.aborted) {
        request.begun = true;
        return true;
      }
      release();
      return false;
    };
    if (!callback) {
      return connect()?.then((client) => {
        if (given(() => client.release())) return client;
        throw new RequestAbandoned();
      });
    }
    return connect((error, client, done) => {
      if (!error && client && !given(() => done?.())) return callback(new RequestAbandoned());
      callback(error, client, done);
    });
  };
  pool.connect = wanted as typeof pool.connect;
}

async function openPostgres(connectionString: string): Promise<Database> {
  // A connection that cannot be had in 5 s (the database host is unreachable, or every connection is taken and
  // stays so) fails the request with a 503 instead of holding it open without end (app.ts, ADR 033).
  // A connection idle for 5 minutes is closed (pg's default is 10 s): under a load that comes in bursts, each burst
  // would otherwise open connections again, each a new server process and a password exchange, while the
  // machine is busiest.
  const pool = new pg.Pool({
    connectionString,
    max: POOL_SIZE,
    idleTimeoutMillis: POOL_IDLE_MS,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  // An idle connection the server ends (restart, failover, admin shutdown) emits 'error' on the pool; with no
  // listener that kills the process. The pool drops that connection and opens a new one when next needed.
  pool.on('error', (error) => {
    process.stderr.write(`PostgreSQL: an idle connection was closed (${error.message})\n`);
  });
  // A connection in use has no pool listener: ended between two queries of a transaction (a restart's fast
  // shutdown), its 'error' killed the process (ADR 033). The request holding it learns of it all the same: its
  // next query fails, it is answered 503, and the pool drops the connection when it is released.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  refuseGoneCallers(pool);
  // Fail at start, not on the first request, when the database is unreachable.
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePg(pool);
  let closed = false;
  return {
    db,
    kind: 'postgres',
    location: `PostgreSQL ${new URL(connectionString).host}`,
    migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
