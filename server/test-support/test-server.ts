import { startServer, type RunningServer } from '../main';
import { testDatabase } from './test-database';
import { writeTinyFixtures } from './tiny-fixtures';

/** Starting PGlite is CPU-bound: allow for a busy machine (CI runs several suites at once). */
export const START_TIMEOUT_MS = 60_000;

/**
 * A server seeded with the tiny fixtures, with no storefront, on an in-memory database (or a fresh PostgreSQL one
 * under TEST_POSTGRES_URL: test-database.ts); close it in afterAll.
 */
export const startTestServer = async (
  options: { devMailbox?: boolean; fixtures?: Record<string, unknown> } = {},
): Promise<RunningServer> =>
  startServer({
    port: 0,
    ...(await testDatabase()),
    fixturesDir: writeTinyFixtures(options.fixtures),
    staticDir: null,
    quiet: true,
    devMailbox: options.devMailbox ?? false,
  });
