import type { IncomingMessage } from 'node:http';
import { decode, sendOpenLoop, type Arrival, type OpenLoopPace } from './open-loop';

/** One request of a load run: a path under the server and its JSON body. */
export interface LoadRequest {
  path: string;
  body: string;
}

export interface LoadOptions extends OpenLoopPace {
  host: string;
  port: number;
  /** Cycled through in order; build them beforehand so the loop spends nothing on them. */
  requests: LoadRequest[];
}

export interface LoadFigure {
  rate: number;
  durationS: number;
  /** Measured requests (warm-up excluded). */
  requests: number;
  ok: number;
  errors: number;
  /** Errors by kind ('http 500', 'status error', 'timeout', 'ECONNRESET'). */
  errorKinds: Record<string, number>;
  /** From each request's due time to its last byte (so a late send counts: no coordinated omission), ms. */
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Measured requests sent, and answered by the server (ok or not; not timeouts), per second of the measured window. */
  sentRps: number;
  answeredRps: number;
  /** The latest a request left after its due time (the generator's own lag), ms. */
  maxSendLagMs: number;
  socketsOpened: number;
}

/** Nearest-rank percentile (q in 0..1) of values sorted ascending; NaN when empty. */
export function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(q * sorted.length)));
  return sorted[rank - 1] ?? Number.NaN;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** An answer is ok when it is a 200 whose JSON does not say status 'error' (a business failure). */
function judge(res: IncomingMessage, body: Buffer): string | null {
  if (res.statusCode !== 200) return `http ${res.statusCode}`;
  try {
    const json = JSON.parse(decode(res, body).toString('utf8')) as { status?: unknown };
    // The contract reads false, 0 and '0' as 'error' too (schemas/primitives.ts `status`).
    return ['error', false, 0, '0'].includes(json.status as string) ? 'status error' : null;
  } catch {
    return 'unreadable body';
  }
}

/**
 * An open-loop load run (issue 9 §6) to one server, sent by the bench's open-loop sender (open-loop.ts): the
 * requests in turn, each timed from its due time to its answer's last byte, so a late send counts.
 */
export async function runOpenLoad(options: LoadOptions): Promise<LoadFigure> {
  const { rate, durationMs, timeoutMs, requests } = options;
  if (requests.length === 0) throw new Error('load run without requests');
  const arrivals: Arrival[] = requests.map((item) => ({ ...item, port: options.port }));
  const latencies: number[] = [];
  const errorKinds: Record<string, number> = {};
  let ok = 0;
  let lastAnswer = 0;
  let answers = 0;

  const run = await sendOpenLoop({
    host: options.host,
    rate,
    durationMs,
    warmupMs: options.warmupMs,
    timeoutMs,
    maxSockets: options.maxSockets,
    headers: options.headers,
    next: (i) => arrivals[i % arrivals.length] as Arrival,
    read: judge,
    settled: (_, ending, due, counted) => {
      if (!counted) return;
      latencies.push(ending.at - due);
      if (ending.answered) {
        answers += 1;
        lastAnswer = Math.max(lastAnswer, ending.at);
      }
      const error = ending.answered
        ? ending.read
        : ending.failure === 'timeout'
          ? 'timeout'
          : (ending.code ?? `${ending.failure} error`);
      if (error) errorKinds[error] = (errorKinds[error] ?? 0) + 1;
      else ok += 1;
    },
  });

  const { measured, measureStart } = run;
  // Requests the deadline cut off never settled: they count as errors, not as missing.
  const unsettled = measured - latencies.length;
  if (unsettled > 0) errorKinds['no answer by the deadline'] = unsettled;
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    rate,
    durationS: durationMs / 1000,
    requests: measured,
    ok,
    errors: measured - ok,
    errorKinds,
    p50Ms: round1(percentile(sorted, 0.5)),
    p99Ms: round1(percentile(sorted, 0.99)),
    maxMs: round1(sorted.at(-1) ?? Number.NaN),
    sentRps: run.sentRps,
    answeredRps: round1(answers / (Math.max(lastAnswer - measureStart, durationMs) / 1000)),
    maxSendLagMs: run.maxSendLagMs,
    socketsOpened: run.socketsOpened,
  };
}
