import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../test-support/test-database';
import { openDatabase, type Database } from './client';
import { remembered } from '../handlers/catalogue/listing-cache';
import { isRequestAbandoned, whileAsked } from './abandoned';
import { isDatabaseUnavailable } from './errors';

// PostgreSQL only: vitest.config.ts collects *.postgres.test.ts files only for npm run test:server:postgres, since
// PGlite has no connections to lose.
describe('a PostgreSQL connection ended under a request (ADR 033)', () => {
  let database: Database;
  let url: string;
  beforeAll(async () => {
    const target = await testDatabase();
    if (!('databaseUrl' in target)) throw new Error('TEST_POSTGRES_URL is set but no database was made');
    url = target.databaseUrl;
    database = await openDatabase({ databaseUrl: url });
  });
  afterAll(() => database?.close());

  it('fails that request as unavailable, never the process, and the pool goes on with a new connection', async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      // Ended between two queries of a transaction, as a fast shutdown does: nothing is waiting on the connection
      // then, so pg emits 'error' on it; without a listener that was an uncaught exception (Vitest reports one).
      const failed = await database.db
        .transaction(async (tx) => {
          const backend = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as pg.QueryResult;
          await admin.query('select pg_terminate_backend($1)', [backend.rows[0]?.pid]);
          await new Promise((done) => setTimeout(done, 300));
          await tx.execute(sql`select 1`);
        })
        .then(
          () => null,
          (error: unknown) => error,
        );
      expect(failed).not.toBeNull();
      expect(isDatabaseUnavailable(failed)).toBe(true);
      const after = (await database.db.execute(sql`select 1 as ok`)) as unknown as pg.QueryResult;
      expect(after.rows).toEqual([{ ok: 1 }]);
    } finally {
      await admin.end();
    }
  });
});

describe('a request whose caller has gone (ADR 068)', () => {
  let database: Database;
  beforeAll(async () => {
    const target = await testDatabase();
    if (!('databaseUrl' in target)) throw new Error('TEST_POSTGRES_URL is set but no database was made');
    database = await openDatabase({ databaseUrl: target.databaseUrl });
    await database.db.execute(sql`create table asked_work (id serial primary key, what text not null)`);
  });
  afterAll(() => database?.close());

  const written = async (what: string) => {
    const result = (await database.db.execute(
      sql`select count(*)::int as n from asked_work where what = ${what}`,
    )) as unknown as pg.QueryResult<{ n: number }>;
    return result.rows[0]?.n;
  };
  // Awaited here: a Drizzle query runs when it is awaited, as a handler does within its request.
  const write = async (what: string) => {
    await database.db.execute(sql`insert into asked_work (what) values (${what})`);
  };

  it('is given no connection: its first query fails without running, and the next request is served', async () => {
    const caller = new AbortController();
    caller.abort();
    const failed = await whileAsked(caller.signal, () => write('gone before')).then(
      () => null,
      (error: unknown) => error,
    );
    expect(isRequestAbandoned(failed)).toBe(true);
    expect(await written('gone before')).toBe(0);
    await whileAsked(new AbortController().signal, () => write('still here'));
    expect(await written('still here')).toBe(1);
  });

  it('waiting for a connection when its caller goes, it is skipped when one comes free', async () => {
    // Every connection of the pool held by transactions that wait: the next request queues for one.
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const holders = Array.from({ length: 10 }, () =>
      database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await gate;
      }),
    );
    await new Promise((done) => setTimeout(done, 200));
    const caller = new AbortController();
    const queued = whileAsked(caller.signal, () => write('gone while waiting')).then(
      () => null,
      (error: unknown) => error,
    );
    const kept = whileAsked(new AbortController().signal, () => write('waited and stayed'));
    await new Promise((done) => setTimeout(done, 100));
    caller.abort();
    open();
    await Promise.all(holders);
    expect(isRequestAbandoned(await queued)).toBe(true);
    await kept;
    expect(await written('gone while waiting')).toBe(0);
    expect(await written('waited and stayed')).toBe(1);
  });

  it("work it shares with other callers runs as no request's, so they get its answer", async () => {
    const gone = new AbortController();
    gone.abort();
    const count = async () => (await written('still here')) ?? -1;
    const first = whileAsked(gone.signal, () => remembered(database.db, 'test', 'shared', 4, count));
    const second = whileAsked(new AbortController().signal, () => remembered(database.db, 'test', 'shared', 4, count));
    expect(await first).toBe(1);
    expect(await second).toBe(1);
  });

  it('once its work has begun, it goes on to its end', async () => {
    const caller = new AbortController();
    await whileAsked(caller.signal, async () => {
      await write('first step');
      caller.abort();
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into asked_work (what) values ('second step')`);
      });
    });
    expect(await written('first step')).toBe(1);
    expect(await written('second step')).toBe(1);
  });
});
