import { screenEmulationMetrics, userAgents } from 'lighthouse/core/config/constants.js';
import { chromium, type Browser } from 'playwright-core';
import { chromiumArgs } from '../tests/support/chromium';
import { CHROMIUM_PATH } from './server';
import { mirrorCookiesFor } from './stored-cookies';

/** A page's largest contentful paint as Lighthouse's mobile device sees it: what it is and where it sits. */
export interface LcpProbe {
  route: string;
  /** 'image' for an <img> (or a poster), 'background' for a CSS background image, 'text' otherwise. */
  kind: 'image' | 'background' | 'text';
  /** The image's URL as loaded (its srcset choice), '' for text. */
  url: string;
  /** The element's box in CSS pixels of the 412 px wide viewport. */
  rect: { left: number; top: number; width: number; height: number };
  objectFit: string;
  /** For text: its words and the font family, size, weight and line height they were set in. */
  text: string;
  font: { family: string; size: string; weight: string; lineHeight: string };
  /** The element, as `tag.class` (for the report). */
  element: string;
}

declare global {
  interface Window {
    __lcpEntries?: Omit<LcpProbe, 'route'>[];
  }
}

/**
 * Loads each route with Lighthouse's own mobile emulation (its constants: moto g power, 412×823 at 1.75) and
 * reads the last largest-contentful-paint entry once the app has started and the network is idle.
 */
export async function probeLcp(
  baseUrl: string,
  routes: string[],
  storage: Record<string, Record<string, string>> = {},
): Promise<LcpProbe[]> {
  const screen = screenEmulationMetrics.mobile;
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: chromiumArgs, timeout: 30_000 });
    const probes: LcpProbe[] = [];
    for (const route of routes) {
      const context = await browser.newContext({
        viewport: { width: screen.width, height: screen.height },
        deviceScaleFactor: screen.deviceScaleFactor,
        isMobile: true,
        hasTouch: true,
        userAgent: userAgents.mobile,
      });
      const page = await context.newPage();
      // The guest's storage the route is measured with (routes.ts), there before the page's own script runs.
      const stored = storage[route];
      if (stored) {
        await page.addInitScript((values) => {
          for (const [key, value] of Object.entries(values)) window.localStorage.setItem(key, value);
        }, stored);
        await context.addCookies(mirrorCookiesFor(baseUrl, stored));
      }
      // Each entry is described when it is reported, as it was painted: a later layout (a slider that
      // loads below it, suggestions that push the footer down) or a re-render that replaces the node must
      // not move or lose it.
      await page.addInitScript(() => {
        window.__lcpEntries = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { url: string; element: Element | null })[]) {
            const element = entry.element;
            if (!element) continue;
            const box = element.getBoundingClientRect();
            const style = getComputedStyle(element);
            const isImage = element instanceof HTMLImageElement || element instanceof HTMLVideoElement;
            window.__lcpEntries?.push({
              kind: entry.url ? (isImage ? 'image' : 'background') : 'text',
              url: entry.url,
              rect: { left: box.left, top: box.top + window.scrollY, width: box.width, height: box.height },
              objectFit: style.objectFit,
              text: entry.url ? '' : (element.textContent ?? '').trim().slice(0, 2000),
              font: {
                family: style.fontFamily,
                size: style.fontSize,
                weight: style.fontWeight,
                lineHeight: style.lineHeight,
              },
              element: [element.tagName.toLowerCase(), ...Array.from(element.classList).slice(0, 2)].join('.'),
            });
          }
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle', timeout: 60_000 });
      await page.locator('html[data-app="started"]').waitFor({ state: 'attached', timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      const probe = await page.evaluate(() => window.__lcpEntries?.at(-1) ?? null);
      await context.close();
      if (!probe) throw new Error(`no largest-contentful-paint entry on ${route}`);
      probes.push({ route, ...probe });
    }
    return probes;
  } finally {
    await browser?.close().catch(() => undefined);
  }
}
