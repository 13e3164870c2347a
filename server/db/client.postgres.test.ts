import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../test-support/test-database';
import { openDatabase, type Database } from './client';
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
