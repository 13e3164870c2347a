import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * The database a test opens: PGlite in memory, or, when TEST_POSTGRES_URL names a PostgreSQL server, a fresh
 * empty database made on it for this test (never dropped: point it at a throwaway cluster only, as
 * `npm run test:server:postgres` does; docs/decisions/031-postgresql-in-ci.md). The result goes into
 * startServer's or openDatabase's options.
 */
export async function testDatabase(): Promise<{ dataDir: string } | { databaseUrl: string }> {
  const serverUrl = process.env.TEST_POSTGRES_URL;
  if (!serverUrl) return { dataDir: 'memory://' };
  // Random: vitest runs test files in parallel processes, and each file in a fresh module registry.
  const name = `test_${randomBytes(8).toString('hex')}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { databaseUrl: url.toString() };
}
