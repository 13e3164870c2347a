import { createRequire } from 'node:module';
import { runOnThrowawayPostgres } from './postgres-runner';

/**
 * `npm run test:e2e:postgres [-- playwright arguments]`: the browser journeys (playwright.config.ts) against the
 * built store on a fresh, empty PostgreSQL database in a throwaway cluster made for this run and removed after it
 * (docs/decisions/031-postgresql-in-ci.md). The server gets the database through E2E_DATABASE_URL and migrates
 * and seeds it on start, as it does the embedded one; it listens on E2E_PORT 4311 (the embedded run's is 4310,
 * so both can run at once). Fails, naming the reason, when PostgreSQL is not installed. Each journey runs once, at
 * the phone's width unless tagged @desktop (ADRs 052 and 060), and the call-fault journeys are left to the embedded run.
 */
runOnThrowawayPostgres({
  name: 'e2e-postgres',
  script: createRequire(import.meta.url).resolve('@playwright/test/cli'),
  // The call-fault journeys (tests/e2e/call-faults*.spec.ts) answer the calls in the browser, so the database
  // under the server changes nothing in them: they run once, in the embedded database's run.
  // Its own output folder: Playwright empties its output folder at start, and the embedded run's failures
  // (screenshots, error context) must still be there to read after this run.
  args: ['test', '--output', 'test-results-postgres', '--grep-invert', 'never a blank page', ...process.argv.slice(2)],
  envFor: async (cluster) => ({
    E2E_DATABASE_URL: await cluster.createDatabase('padmakshya_e2e'),
    E2E_PORT: '4311',
    // Every journey once, not once per width (ADR 052), and at the phone's width where untagged: `npm test` runs
    // the embedded database's at the desktop's (ADR 060), so each journey meets both widths and both databases.
    E2E_JOURNEYS_AT: 'mobile',
  }),
});
