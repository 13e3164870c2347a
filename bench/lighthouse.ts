import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './server';

export interface LighthouseScore {
  route: string;
  runs: number;
  performance: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** The element Lighthouse found as the largest paint (its label), to read a slow LCP by. */
  lcpElement: string;
}

/** A page to measure: its name in the report and its URL (the storefront's, or a static limit page's). */
export interface LighthouseTarget {
  route: string;
  url: string;
}

interface LcpElementDetails {
  items?: { items?: { node?: { nodeLabel?: string; snippet?: string } }[] }[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

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
 * Each target runs `runs` times and the median run (by score) is kept, as Lighthouse's variance advises.
 */
export async function measureLighthouse(targets: LighthouseTarget[], runs: number): Promise<LighthouseScore[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_FLAGS, '--headless=new'],
    logLevel: 'error',
  });
  try {
    const scores: LighthouseScore[] = [];
    for (const { route, url } of targets) {
      const samples: Omit<LighthouseScore, 'route' | 'runs'>[] = [];
      for (let i = 0; i < runs; i += 1) {
        const result = await withTimeout(
          lighthouse(url, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance'],
          }),
          180_000,
          `lighthouse ${route}`,
        );
        const lhr = result?.lhr;
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
        });
      }
      const middle = median(samples.map((s) => s.performance));
      const chosen = samples.find((s) => s.performance === middle) ?? samples[0];
      if (chosen) scores.push({ route, runs, ...chosen });
    }
    return scores;
  } finally {
    chrome.kill();
  }
}
