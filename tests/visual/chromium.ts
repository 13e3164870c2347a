import { existsSync } from 'node:fs';

/**
 * The Chromium that Storybook's tests and the visual regression drive: CHROMIUM_PATH, else Debian's
 * /usr/bin/chromium (CI installs it with apt, .ci/run), else Playwright's own download if present.
 * Same flags as the e2e journeys (playwright.config.ts): no sandbox as root, nothing phoning home.
 */
export const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

export const chromiumArgs = [
  ...(isRoot ? ['--no-sandbox'] : []),
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
