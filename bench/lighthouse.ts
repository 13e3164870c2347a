import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { chromiumArgs } from '../tests/support/chromium';
import { CHROMIUM_PATH } from './server';
import { mirrorCookiesFor } from './stored-cookies';

export interface LighthouseScore {
  route: string;
  runs: number;
  performance: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** The element Lighthouse found as the largest paint (its label), to read a slow LCP by. */
  lcpElement: string;
  /**
   * Lighthouse's measure of the machine's speed during the run (`environment.benchmarkIndex`, higher is
   * faster). Simulated throttling multiplies the tasks it saw at full speed, so a run on a machine half as fast
   * reports about twice the blocking time: read a page's TBT beside it.
   */
  benchmarkIndex: number;
}

/** A page to measure: its name in the report and its URL (the storefront's, or a static limit page's). */
export interface LighthouseTarget {
  route: string;
  url: string;
  /**
   * localStorage the page is measured with ({} for none), set before each run with Lighthouse's reset off:
   * its reset leaves localStorage as it was. Absent: Lighthouse's own reset (a page that never reads storage).
   */
  storage?: Record<string, string> | undefined;
}

/**
 * Lighthouse's throttling: `simulate` (its default, and issue 13's method) loads the page at full speed and
 * estimates the figures on a slow phone from that load; `devtools` slows the network (150 ms, 1.6 Mbit/s) and
 * the CPU (4×) while the page loads, so what the page waits for is what a phone on slow 4G would wait for.
 */
export type Throttling = 'simulate' | 'devtools';

/**
 * Leaves `storage` in the origin's localStorage, with the cookie mirrors the app writes beside it (ADR 024),
 * and empties the HTTP cache, so that a run with Lighthouse's storage reset turned off still loads cold, as
 * a first visit with a bag in the browser would.
 */
async function prepareStorage(port: number, url: string, storage: Record<string, string>): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    // A small file of the origin: storage belongs to it, and no page script runs.
    await page.goto(new URL('/img/default_img.png', url).href);
    await page.evaluate((values) => {
      window.localStorage.clear();
      for (const [key, value] of Object.entries(values)) window.localStorage.setItem(key, value);
    }, storage);
    await context.clearCookies();
    await context.addCookies(mirrorCookiesFor(url, storage));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    // Connected, not launched: this disconnects and leaves Chrome to Lighthouse.
    await browser.close();
  }
}

interface LcpElementDetails {
  items?: { items?: { node?: { nodeLabel?: string; snippet?: string } }[] }[];
}

/**
 * The median run: by score and, among runs of one score, by LCP (every run may score 100, and the first of them is
 * not the middle one). Of an even number, the worse of the middle two.
 */
export function medianRun<T extends { performance: number; lcpMs: number }>(samples: readonly T[]): T | undefined {
  const ordered = [...samples].sort((a, b) => a.performance - b.performance || b.lcpMs - a.lcpMs);
  return ordered[Math.floor((ordered.length - 1) / 2)];
}

/** Runs Lighthouse itself could not complete (NO_NAVSTART, once in a while) are run again, this many times at most. */
const EXTRA_RUNS = 2;

/** The first table of the audit lists the LCP element's node. */
function lcpElementLabel(details: unknown): string {
  const node = (details as LcpElementDetails | undefined)?.items?.[0]?.items?.[0]?.node;
  return (node?.nodeLabel || node?.snippet || '').slice(0, 80);
}

const withTimeout = <T>(promise: Promise<T>, ms: number, what: string) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms)),
  ]);

/**
 * Lighthouse 12 with its default (mobile, simulated throttling) config, performance category only, in one
 * Chrome, targets in the order given (a page and its limit page back to back meet the same machine load).
 * Each target runs `runs` times and the median run (`medianRun`) is kept, as Lighthouse's variance advises.
 */
export async function measureLighthouse(
  targets: LighthouseTarget[],
  runs: number,
  throttling: Throttling = 'simulate',
): Promise<LighthouseScore[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...chromiumArgs, '--headless=new'],
    logLevel: 'error',
  });
  try {
    const scores: LighthouseScore[] = [];
    for (const { route, url, storage } of targets) {
      const samples: Omit<LighthouseScore, 'route' | 'runs'>[] = [];
      for (let i = 0; i < runs + EXTRA_RUNS && samples.length < runs; i += 1) {
        if (storage) await prepareStorage(chrome.port, url, storage);
        const result = await withTimeout(
          lighthouse(url, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance'],
            throttlingMethod: throttling,
            disableStorageReset: storage !== undefined,
          }),
          180_000,
          `lighthouse ${route}`,
        );
        const lhr = result?.lhr;
        // BENCH_LHR_DIR keeps every run's report, to read a slow figure by (long tasks, boot-up time).
        if (lhr && process.env.BENCH_LHR_DIR) {
          const file = join(process.env.BENCH_LHR_DIR, `${encodeURIComponent(route)}-${throttling}-${i + 1}.json`);
          await writeFile(file, JSON.stringify(lhr));
        }
        if (!lhr) throw new Error(`lighthouse returned no result for ${route}`);
        // A run Lighthouse itself could not complete scores 0; report it instead of counting it.
        if (lhr.runtimeError) {
          process.stderr.write(
            `lighthouse ${route} run ${i + 1}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}\n`,
          );
          continue;
        }
        samples.push({
          performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN),
          cls: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN) * 1000) / 1000,
          tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN),
          lcpElement: lcpElementLabel(lhr.audits['largest-contentful-paint-element']?.details),
          benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? Number.NaN),
        });
      }
      const chosen = medianRun(samples);
      if (chosen) scores.push({ route, runs, ...chosen });
    }
    return scores;
  } finally {
    chrome.kill();
  }
}
