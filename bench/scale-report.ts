import { percentile } from './load';
import type { Sample } from './scale-load';

/** The scale run's figures per call, its targets and its lines (issue 13 §2), pure. */

/** The order call; every other call is a read or a small bag change, held to the reads' target. */
export const ORDER_CALL = 'makeCodOrder';
export const READ_P99_MS = 100;
export const ORDER_P99_MS = 250;

export interface CallFigure {
  call: string;
  count: number;
  ok: number;
  /** Expected refusals: orders for pieces another order had just taken. */
  refused: number;
  errors: number;
  errorKinds: Record<string, number>;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Per call, in first-seen order of `order` then the rest by name. Latency counts every answer, errors too. */
/** `items` by `keyOf`, in first-seen order of the keys. */
function groupBy<T, K>(items: readonly T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

/** Nearest-rank p50 and p99, and the slowest, of some samples' latencies. */
function latencies(list: readonly Sample[]): { p50Ms: number; p99Ms: number; maxMs: number } {
  const sorted = list.map((s) => s.ms).sort((a, b) => a - b);
  return {
    p50Ms: round1(percentile(sorted, 0.5)),
    p99Ms: round1(percentile(sorted, 0.99)),
    maxMs: round1(sorted.at(-1) ?? Number.NaN),
  };
}

export function summarise(samples: readonly Sample[], order: readonly string[] = []): CallFigure[] {
  const byCall = groupBy(samples, (s) => s.call);
  const calls = [...order.filter((c) => byCall.has(c)), ...[...byCall.keys()].filter((c) => !order.includes(c)).sort()];
  return calls.map((call) => {
    const list = byCall.get(call) ?? [];
    const errorKinds: Record<string, number> = {};
    let ok = 0;
    let refused = 0;
    for (const { outcome } of list) {
      if (outcome.kind === 'ok') ok += 1;
      else if (outcome.kind === 'refused') refused += 1;
      else errorKinds[outcome.what] = (errorKinds[outcome.what] ?? 0) + 1;
    }
    return {
      call,
      count: list.length,
      ok,
      refused,
      errors: list.length - ok - refused,
      errorKinds,
      ...latencies(list),
    };
  });
}

/** Every call together over one stretch of the run, by due time. */
export interface WindowFigure {
  /** Seconds from the first measured request's due time to the stretch's start. */
  fromS: number;
  /** Seconds to the stretch's end. */
  toS: number;
  count: number;
  errors: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

/** How long the report's stretches are. */
export const WINDOW_S = 10;

/**
 * Every call's latency by stretch of `windowS` seconds, by due time. A p99 missed over a whole run reads the same
 * whether the servers fell behind at its start and caught up, or answered slowly throughout: this tells them apart.
 * Samples without a due time (cut off by the deadline) are counted by the calls' table, not here.
 */
export function overTime(samples: readonly Sample[], windowS = WINDOW_S): WindowFigure[] {
  const timed = samples.filter((s): s is Sample & { dueAt: number } => s.dueAt !== undefined);
  if (timed.length === 0) return [];
  const start = timed.reduce((first, s) => Math.min(first, s.dueAt), Infinity);
  const windows = groupBy(timed, (s) => Math.floor((s.dueAt - start) / (windowS * 1000)));
  return [...windows.entries()]
    .sort(([a], [b]) => a - b)
    .map(([index, list]) => ({
      fromS: index * windowS,
      toS: (index + 1) * windowS,
      count: list.length,
      errors: list.filter((s) => s.outcome.kind === 'error').length,
      ...latencies(list),
    }));
}

/** What the database says after the run about stock and orders (scale-check.ts). */
export interface StockCheck {
  /** Pieces sold beyond a product's or variation's starting stock, summed, plus pieces below zero. */
  oversoldPieces: number;
  /** Rows whose stock is now below zero. */
  negativeStock: number;
  /** Rows whose stock fell by a different amount than the run's orders took from it. */
  driftRows: number;
  /** Pieces taken from stock by the run's orders, and of those from the racing products. */
  piecesSold: number;
  racePiecesSold: number;
  raceStartPieces: number;
}

export interface OrderCheck {
  acknowledged: number;
  /** Acknowledged numbers found exactly once, not found, found more than once. */
  presentOnce: number;
  missing: number;
  duplicated: number;
  /** Orders the run wrote that it was never told of (a timed-out answer); reported, not a failure. */
  unacknowledgedInDb: number;
}

export interface ScaleFigures {
  rate: number;
  durationS: number;
  products: number;
  servers: number;
  calls: CallFigure[];
  /** Every call together by stretch of the run (`overTime`); absent or empty, the table is left out. */
  windows?: WindowFigure[];
  /** The warm-up before the run (not counted), by 5 s stretch; absent or empty, left out. */
  warmup?: WindowFigure[];
  sentRps: number;
  maxSendLagMs: number;
  stock: StockCheck;
  orders: OrderCheck;
  rowCounts: Record<string, number>;
}

export interface ScaleCheck {
  name: string;
  target: string;
  actual: string;
  pass: boolean;
}

export function scaleChecks(f: ScaleFigures): ScaleCheck[] {
  const checks: ScaleCheck[] = f.calls.map((c) => {
    const limit = c.call === ORDER_CALL ? ORDER_P99_MS : READ_P99_MS;
    return { name: `${c.call} p99`, target: `≤ ${limit} ms`, actual: `${c.p99Ms} ms`, pass: c.p99Ms <= limit };
  });
  const errors = f.calls.reduce((sum, c) => sum + c.errors, 0);
  checks.push(
    { name: 'errors', target: '0', actual: String(errors), pass: errors === 0 },
    {
      name: 'oversold pieces',
      target: '0',
      actual: String(f.stock.oversoldPieces),
      pass: f.stock.oversoldPieces === 0 && f.stock.negativeStock === 0,
    },
    {
      name: 'acknowledged orders in the database once',
      target: `${f.orders.acknowledged}`,
      actual: `${f.orders.presentOnce}`,
      // No order acknowledged checks nothing: a MISS, not a vacuous PASS.
      pass:
        f.orders.acknowledged > 0 &&
        f.orders.presentOnce === f.orders.acknowledged &&
        f.orders.missing === 0 &&
        f.orders.duplicated === 0,
    },
  );
  return checks;
}

const kinds = (k: Record<string, number>) =>
  Object.entries(k)
    .map(([what, n]) => `${what} ×${n}`)
    .join(', ');

function windowLines(windows: readonly WindowFigure[]): string[] {
  if (windows.length === 0) return [];
  return [
    'Every call together, by stretch of the run (requests by due time, from the first measured one):',
    '',
    '| Seconds | Requests | Errors | p50 (ms) | p99 (ms) | max (ms) |',
    '|---|---:|---:|---:|---:|---:|',
    ...windows.map((w) => `| ${w.fromS}–${w.toS} | ${w.count} | ${w.errors} | ${w.p50Ms} | ${w.p99Ms} | ${w.maxMs} |`),
    '',
  ];
}

/** How long the warm-up's stretches are. */
export const WARMUP_WINDOW_S = 5;

function warmupLine(windows: readonly WindowFigure[]): string[] {
  if (windows.length === 0) return [];
  const seconds = windows[windows.length - 1]?.toS ?? 0;
  const parts = windows.map((w) => `${w.fromS}–${w.toS} s p50 ${w.p50Ms} ms, p99 ${w.p99Ms} ms, ${w.errors} errors`);
  return [
    `The warm-up before it, the same load for ${seconds} s on servers just started (not counted): ${parts.join('; ')}.`,
    '',
  ];
}

/** The run as Markdown: calls, the run's stretches, targets, what the database holds. */
export function scaleLines(f: ScaleFigures, checks = scaleChecks(f)): string[] {
  return [
    `Scale run: ${f.servers} servers on one PostgreSQL, ${f.products.toLocaleString('en-US')} products, open loop at ${f.rate} requests/s for ${f.durationS} s on 127.0.0.1, the servers in turn (sent ${f.sentRps}/s, generator lag at most ${f.maxSendLagMs} ms). Latency from each request's due time to its answer's last byte.`,
    '',
    '| Call | Requests | OK | Refused (sold out) | Errors | p50 (ms) | p99 (ms) | max (ms) |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...f.calls.map(
      (c) =>
        `| ${c.call} | ${c.count} | ${c.ok} | ${c.refused} | ${c.errors}${c.errors ? ` (${kinds(c.errorKinds)})` : ''} | ${c.p50Ms} | ${c.p99Ms} | ${c.maxMs} |`,
    ),
    '',
    ...windowLines(f.windows ?? []),
    ...warmupLine(f.warmup ?? []),
    `Stock: ${f.stock.piecesSold} pieces taken by the run's orders (${f.stock.racePiecesSold} of the ${f.stock.raceStartPieces} the racing products started with); ${f.stock.oversoldPieces} oversold, ${f.stock.negativeStock} rows below zero, ${f.stock.driftRows} rows whose stock moved by other than what the orders took.`,
    `Orders: ${f.orders.acknowledged} acknowledged, ${f.orders.presentOnce} in the database exactly once, ${f.orders.missing} missing, ${f.orders.duplicated} more than once; ${f.orders.unacknowledgedInDb} written but never acknowledged.`,
    `Rows afterwards: ${Object.entries(f.rowCounts)
      .map(([table, n]) => `${table} ${n.toLocaleString('en-US')}`)
      .join(', ')}.`,
    '',
    '| Target | Wanted | Got | |',
    '|---|---|---|---|',
    ...checks.map((c) => `| ${c.name} | ${c.target} | ${c.actual} | ${c.pass ? 'PASS' : 'MISS'} |`),
  ];
}
