import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { chromiumArgs } from '../tests/support/chromium';
import { CHROMIUM_PATH } from './server';

export interface RouteWeight {
  route: string;
  /** The viewport's width: 390 is a phone (its user agent too, so the server draws the mobile set), 1280 a desktop. */
  width: number;
  scripts: number;
  jsKbGzip: number;
}

/** The widths first-load JS is measured at (issue 13 §1: "at both 390 px and 1280 px"). */
export const JS_WIDTHS = [390, 1280] as const;

/** Lighthouse's mobile user agent: a phone sends one, and the server draws the phone's content set for it. */
const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';

const contextFor = (width: number) =>
  width < 768
    ? { viewport: { width, height: 844 }, userAgent: PHONE_USER_AGENT, isMobile: true, hasTouch: true }
    : { viewport: { width, height: 800 } };

/**
 * First-load JavaScript per route and width: loads each route in a fresh context until the app has started
 * and the network is idle, gzips (level 9) the body of every script response and sums them (issue 13:
 * ≤ 150 KB gzip on / at both widths).
 */
export async function measureFirstLoadJs(baseUrl: string, routes: string[]): Promise<RouteWeight[]> {
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: chromiumArgs, timeout: 30_000 });
    const results: RouteWeight[] = [];
    for (const width of JS_WIDTHS)
      for (const route of routes) {
        const context = await browser.newContext(contextFor(width));
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
        results.push({ route, width, scripts: sizes.length, jsKbGzip: Math.round((bytes / 1024) * 10) / 10 });
        await context.close();
      }
    return results;
  } finally {
    await browser?.close().catch(() => undefined);
  }
}
