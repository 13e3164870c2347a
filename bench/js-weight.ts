import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './server';

export interface RouteWeight {
  route: string;
  scripts: number;
  jsKbGzip: number;
}

/**
 * First-load JavaScript per route: loads each route in a fresh context until the app has started and the
 * network is idle, gzips (level 9) the body of every script response and sums them (ARCHITECTURE: ≤ 190 KB gzip on /).
 */
export async function measureFirstLoadJs(baseUrl: string, routes: string[]): Promise<RouteWeight[]> {
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, timeout: 30_000 });
    const results: RouteWeight[] = [];
    for (const route of routes) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      const pending: Promise<number>[] = [];
      page.on('response', (response) => {
        const isScript = response.request().resourceType() === 'script' || /\.m?js(\?|$)/.test(response.url());
        if (!isScript || response.status() !== 200) return;
        pending.push(
          response
            .body()
            .then((body) => gzipSync(body, { level: 9 }).length)
            .catch(() => 0),
        );
      });
      await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle', timeout: 60_000 });
      // The entry waits for the first paint's images before it fetches the app, and the network can fall
      // quiet in between: count only once the app has started and loaded what it needs.
      await page.locator('html[data-app="started"]').waitFor({ state: 'attached', timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      const sizes = await Promise.all(pending);
      const bytes = sizes.reduce((sum, n) => sum + n, 0);
      results.push({ route, scripts: sizes.length, jsKbGzip: Math.round((bytes / 1024) * 10) / 10 });
      await context.close();
    }
    return results;
  } finally {
    await browser?.close().catch(() => undefined);
  }
}
