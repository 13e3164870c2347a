import type { LimitFigure } from './page-figures';
import { sharesSentence } from './machine';
import type { ProductListLoad } from './product-list-load';

/** The product-list latency target (issue 9 §6): p99 at most 50 ms at 200 requests per second. */
export const PRODUCT_LIST_P99_MS = 50;

interface Check {
  name: string;
  target: string;
  actual: string;
  pass: boolean;
}

/** "product LCP 1.8× the static limit", one line per page (issue 9 §6 wording). */
export function limitSentences(limits: LimitFigure[]): string[] {
  return limits.map(
    (l) =>
      `${l.route} LCP ${l.ratio.toFixed(2)}× the static limit (${l.pageLcpMs} vs ${l.limitLcpMs} ms)` +
      (l.applied
        ? `; slowed load ${l.applied.ratio.toFixed(2)}× (${l.applied.pageLcpMs} vs ${l.applied.limitLcpMs} ms)`
        : ''),
  );
}

export function limitLines(limits: LimitFigure[] | undefined): string[] {
  if (!limits?.length) return [];
  return [
    '',
    '| Largest paint vs static limit page (Lighthouse mobile, back to back) | Element | Rendered | Page LCP (ms) | Limit LCP (ms) | Ratio | Slowed load: page / limit (ms) | Ratio |',
    '|---|---|---:|---:|---:|---:|---:|---:|',
    ...limits.map((l) => {
      const what = l.kind === 'text' ? `${l.element} (text)` : `${l.element} ${l.url.replace(/^https?:\/\/[^/]+/, '')}`;
      const slowed = l.applied
        ? `${l.applied.pageLcpMs} / ${l.applied.limitLcpMs} | ×${l.applied.ratio.toFixed(2)}`
        : '– | –';
      return `| ${l.route} | ${what} | ${l.width}×${l.height} | ${l.pageLcpMs} | ${l.limitLcpMs} | ×${l.ratio.toFixed(2)} | ${slowed} |`;
    }),
    '',
    "Ratio: Lighthouse's simulated throttling (issue 13's method, the target's figure). Slowed load: one run each with the network (150 ms, 1.6 Mbit/s) and CPU (4×) slowed while the page loads (devtools throttling), where a request the first paint waits for costs what it would on a phone.",
  ];
}

/** Where the CPU went over the load, and how long it waited for a quiet machine (bench/machine.ts). */
function machineSentence(load: ProductListLoad): string {
  const wait = load.quietWait;
  const waited = !wait
    ? ''
    : wait.quiet
      ? ` The load started once other processes used at most 10% of the machine (after ${(wait.waitedMs / 1000).toFixed(1)} s).`
      : ` Other processes were still busy after ${(wait.waitedMs / 1000).toFixed(1)} s: the load ran on a busy machine.`;
  return `${sharesSentence(load.cpu)}${waited}`;
}

export function loadLines(load: ProductListLoad | undefined): string[] {
  if (!load) return [];
  const kinds = Object.entries(load.errorKinds)
    .map(([kind, n]) => `${kind}: ${n}`)
    .join(', ');
  return [
    '',
    `product-list under an open-loop load: ${load.rate} requests/s for ${load.durationS} s after a warm-up, keep-alive on 127.0.0.1, embedded database; ${load.listings} listings (${load.filterableListings} with filters), mix seed ${load.seed}. Latency from each request's due time to its last byte.`,
    '',
    '| Requests | p50 (ms) | p99 (ms) | max (ms) | Errors | Sent (req/s) | Answered (req/s) | Generator lag max (ms) | Sockets |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    `| ${load.requests} | ${load.p50Ms} | ${load.p99Ms} | ${load.maxMs} | ${load.errors}${kinds ? ` (${kinds})` : ''} | ${load.sentRps} | ${load.answeredRps} | ${load.maxSendLagMs} | ${load.socketsOpened} |`,
    ...(load.cpu || load.quietWait ? ['', machineSentence(load)] : []),
  ];
}

export function loadChecks(load: ProductListLoad | undefined): Check[] {
  if (!load) return [];
  return [
    {
      name: `product-list p99 at ${load.rate} req/s`,
      target: `≤ ${PRODUCT_LIST_P99_MS} ms`,
      actual: `${load.p99Ms} ms`,
      pass: load.p99Ms <= PRODUCT_LIST_P99_MS,
    },
    { name: 'product-list errors under load', target: '0', actual: String(load.errors), pass: load.errors === 0 },
  ];
}
