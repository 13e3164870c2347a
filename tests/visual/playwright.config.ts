import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../support/chromium';
import { STORYBOOK_DIR } from './story-index';

/**
 * Visual regression: a screenshot of every story of a static Storybook build, compared with the PNGs
 * committed in tests/visual/baselines/ (docs/decisions/013-storybook-tests-and-visual-review.md).
 * Run it with `npm run test:visual` (builds Storybook first); `-- --update` rewrites the baselines.
 */
export const VISUAL_PORT = Number(process.env.VISUAL_PORT ?? 6107);

export default defineConfig({
  testDir: '.',
  testMatch: 'stories.spec.ts',
  fullyParallel: true,
  forbidOnly: true,
  // Three pages on two cores: a page waits on the network and on its settle time for part of each story, and a
  // third kept the cores busy (8.1 -> 6.0 min on a two-core machine).
  workers: 3,
  // As the journeys: one retry on CI, where a busy machine can screenshot a story before a lazy image lands
  // (seen once on the product page's lower cards); a real change fails both tries.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list', { printSteps: false }]],
  timeout: 60_000,
  outputDir: '../../test-results/visual',
  snapshotPathTemplate: '{testDir}/baselines/{arg}{ext}',
  expect: {
    timeout: 15_000,
    toHaveScreenshot: {
      // Anti-aliasing noise only: a moved element or a changed colour is far above this.
      maxDiffPixelRatio: 0.002,
      threshold: 0.2,
      animations: 'disabled',
      caret: 'hide',
      scale: 'device',
    },
  },
  use: {
    baseURL: `http://127.0.0.1:${VISUAL_PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: [...chromiumArgs, '--font-render-hinting=none'] },
    viewport: { width: 1280, height: 800 },
    // Half resolution: a moved box or a changed colour still shows, and the committed PNGs stay a quarter
    // of the size (photos dominate them).
    deviceScaleFactor: 0.5,
    reducedMotion: 'reduce',
    colorScheme: 'light',
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    // Service workers must run: Storybook's data comes through MSW.
    serviceWorkers: 'allow',
  },
  webServer: {
    command: `npx --no-install tsx tests/visual/serve.ts ${STORYBOOK_DIR} ${VISUAL_PORT}`,
    cwd: '../..',
    url: `http://127.0.0.1:${VISUAL_PORT}/iframe.html`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
