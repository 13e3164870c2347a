import { createRequire } from 'node:module';
import { runOnThrowawayPostgres } from './postgres-runner';

/**
 * `npm run test:server:postgres [-- vitest arguments]`: the server's tests (vitest's node project, server/) on
 * PostgreSQL: every test that starts a server or opens a database on an in-memory one gets a fresh database of a
 * throwaway cluster instead (TEST_POSTGRES_URL, server/test-support/test-database.ts). Tests of the embedded
 * database itself (its data directory, its lock, restarts on it) stay on PGlite.
 */
const vitest = createRequire(import.meta.url)
  .resolve('vitest/package.json')
  .replace(/package\.json$/, 'vitest.mjs');

runOnThrowawayPostgres({
  name: 'server-tests-postgres',
  script: vitest,
  args: [
    'run',
    '--project',
    'node',
    '--project',
    'node-forks',
    ...(process.argv.length > 2 ? process.argv.slice(2) : ['server/']),
  ],
  envFor: async (cluster) => ({ TEST_POSTGRES_URL: cluster.url() }),
});
