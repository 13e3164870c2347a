import { availableParallelism } from 'node:os';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './tests/support/chromium';
import viteConfig from './vite.config.ts';

/**
 * Storybook's own tests (`npm run test:storybook`): every story renders in Chromium through Vitest's browser
 * mode, its play function runs, and axe checks it (a11y `test: 'error'` in .storybook/preview.tsx fails the
 * story on a violation). `npm test` leaves this to its visual step, which makes the same checks in the same
 * render as its screenshot (docs/decisions/061-one-browser-pass-over-the-stories.md). Kept apart from
 * vitest.config.ts so `vitest run <path>` stays a fast jsdom/node loop (ADR 013).
 */
export default mergeConfig(
  viteConfig,
  defineConfig({
    plugins: [storybookTest({ configDir: '.storybook' })],
    test: {
      name: 'storybook',
      // A busy two-core CI machine: axe on a whole page and a 500 ms placeholder take their time.
      testTimeout: 60_000,
      hookTimeout: 60_000,
      // A page per core: Vitest's default keeps one core for its own process (one page on a two-core machine).
      maxWorkers: availableParallelism(),
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
        instances: [{ browser: 'chromium' }],
        screenshotFailures: false,
      },
    },
  }),
);
