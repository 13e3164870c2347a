import { startServer, type RunningServer } from '../main';
import { writeTinyFixtures } from './tiny-fixtures';

/** Starting PGlite is CPU-bound: allow for a busy machine (CI runs several suites at once). */
export const START_TIMEOUT_MS = 60_000;

/** An in-memory server seeded with the tiny fixtures, with no storefront; close it in afterAll. */
export const startTestServer = (
  options: { devMailbox?: boolean; fixtures?: Record<string, unknown> } = {},
): Promise<RunningServer> =>
  startServer({
    port: 0,
    dataDir: 'memory://',
    fixturesDir: writeTinyFixtures(options.fixtures),
    staticDir: null,
    quiet: true,
    devMailbox: options.devMailbox ?? false,
  });
