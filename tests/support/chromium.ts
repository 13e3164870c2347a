import { existsSync } from 'node:fs';

/**
 * The Chromium that the journeys, the visual regression and Storybook's tests drive: CHROMIUM_PATH, else Debian's
 * headless shell (/usr/bin/chromium-headless-shell), else Debian's /usr/bin/chromium, else Playwright's own
 * download if present. CI installs the first two with apt (.ci/run). The headless shell is the browser without
 * its windowing layer, as Playwright itself prefers for headless runs: the same journeys took 146 s in it and 202 s
 * in the full browser's headless mode on a two-core machine (ADR 064). The bench keeps the full browser
 * (bench/server.ts): it measures what shoppers get.
 */
export const chromiumPath =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path));

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** No sandbox as root, nothing phoning home. */
export const chromiumArgs = [
  ...(isRoot ? ['--no-sandbox'] : []),
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
