import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './tests/support/chromium';

/**
 * Browser journeys against the real server (Hono + PGlite seeded from fixtures/) on a fresh temporary
 * database (docs/decisions/009-testing-and-bench.md). `npm test` builds dist/ before this runs.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);
const baseURL = `http://localhost:${E2E_PORT}`;

// The config is evaluated in the runner and again in every worker; only the runner creates (and later
// removes) the data directory, the workers inherit its path through the environment.
const ownsDataDir = !process.env.E2E_DATA_DIR;
const dataDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'padmakshya-e2e-')));
if (ownsDataDir) {
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  if (!existsSync('dist/index.html')) {
    process.stderr.write('playwright: dist/index.html is missing; run `npm run build` first (npm test does).\n');
  }
}

/**
 * E2E_JOURNEYS_AT=desktop or mobile: a journey tagged @desktop or @mobile runs at its width, and every other
 * journey only at the named width rather than at both (ADR 060). `npm test` runs the embedded database's journeys
 * at the desktop's width and PostgreSQL's at the phone's, so each journey meets both widths and both databases:
 * widths are the front end's, and the server and its database see the same calls at either. Unset: both widths.
 */
const journeysAt = process.env.E2E_JOURNEYS_AT || undefined;
if (journeysAt !== undefined && journeysAt !== 'desktop' && journeysAt !== 'mobile') {
  throw new Error(`E2E_JOURNEYS_AT must be desktop or mobile, got '${journeysAt}'`);
}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  // Generous: axe on a full page takes seconds on a busy two-core CI machine.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // The shopper's "reduce motion" setting: the header's marquee and the sliders stand still. A page left moving
    // kept half a core compositing frames in software for as long as it was open (6.7 s of CPU in 15 s on the
    // home page, 0.1 s without), on a two-core machine running two journeys at once (ADR 062). Journeys about
    // motion (a video that plays by itself) ask for it with test.use({ reducedMotion: 'no-preference' }).
    reducedMotion: 'reduce',
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // An action whose element never comes fails in its own time, naming the element, rather than holding the
    // journey until the test's timeout.
    actionTimeout: 30_000,
    screenshot: 'only-on-failure',
  },
  // Journeys tagged @mobile or @desktop run only at that width (filtering by tag, never test.skip); the rest at both,
  // or at E2E_JOURNEYS_AT's only.
  projects: [
    {
      name: 'desktop',
      ...(journeysAt === 'mobile' ? { grep: /@desktop/ } : { grepInvert: /@mobile/ }),
      use: { viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      ...(journeysAt === 'desktop' ? { grep: /@mobile/ } : { grepInvert: /@desktop/ }),
      use: {
        userAgent: devices['Pixel 7'].userAgent,
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  // Waits until the server draws its pages (tests/e2e/global-setup.ts).
  globalSetup: './tests/e2e/global-setup.ts',
  webServer: {
    command: 'npx --no-install tsx server/main.ts',
    // Ready once the listings' warm-up is over (ADR 019), not at the first answer: journeys that met a server still
    // warming its listings on PostgreSQL (57 s on a two-core machine) saw its pages fall back, and passed on retry.
    wait: { stdout: /Listings warmed/, stderr: /Listings not warmed/ },
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: dataDir,
      STATIC_DIR: 'dist',
      // The embedded database on the temporary directory, even if the shell has DATABASE_URL set; or, to
      // run the journeys on PostgreSQL, E2E_DATABASE_URL naming an empty database (README).
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
      // The unsubscribe journey follows the link in the welcome e-mail from the server's outbox.
      DEV_MAILBOX: '1',
      // No journey starts before the warm-up is over (wait, above), so it need not pause to let requests go first:
      // its pauses only left a core idle (embedded database: 23.9 s with them, 7.6 s without; ADR 063).
      LISTINGS_WARM_PAUSE_RATIO: '0',
      API_ACCESS_KEY: process.env.API_ACCESS_KEY ?? 'padmakshya-storefront',
    },
  },
});
