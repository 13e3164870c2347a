import type { IncomingMessage } from 'node:http';
import { decode, sendOpenLoop, type OpenLoopPace } from './open-loop';

/**
 * The scale run's load, sent by the bench's open-loop sender (open-loop.ts) to several servers on 127.0.0.1. Unlike
 * load.ts it builds each request when it is due (a bag change needs the line an earlier answer gave) and hands
 * every answer back, so the run can keep what the shop acknowledged.
 */

/** How an answer counts: ok, an expected refusal (an order for a piece already sold), or an error's kind. */
export type Outcome = { kind: 'ok' } | { kind: 'refused' } | { kind: 'error'; what: string };

export interface ScaleRequest {
  /** The name the report groups it under. */
  call: string;
  port: number;
  path: string;
  body: string;
  headers?: Record<string, string>;
  /** Judges the parsed JSON of a 200 (and may keep what it needs); by default `status: 'error'` is an error. */
  judge?: (json: unknown) => Outcome;
  /** Called once the request has settled, whatever happened (frees a shopper for the next change). */
  done?: () => void;
}

export interface Sample {
  call: string;
  /** From due time to the answer's last byte (or the give-up), ms. */
  ms: number;
  outcome: Outcome;
  /** When it was due (`performance.now()`): where in the run it fell. Absent for one cut off by the deadline. */
  dueAt?: number;
}

export interface ScaleLoadOptions extends OpenLoopPace {
  /** Builds arrival `i` when it is due. */
  next: (i: number) => ScaleRequest;
}

export interface ScaleLoadResult {
  /** Measured arrivals (warm-up excluded), in send order of settlement. */
  samples: Sample[];
  /** Warm-up arrivals. */
  warmup: number;
  /** The warm-up's arrivals as they settled: reported apart, never counted against a target. */
  warmupSamples: Sample[];
  sentRps: number;
  maxSendLagMs: number;
  socketsOpened: number;
}

/** The default judge: a business failure (`status` 'error', false, 0 or '0') is an error. */
export function statusJudge(json: unknown): Outcome {
  const status = (json as { status?: unknown; data?: { status?: unknown } } | null)?.status;
  const inner = (json as { data?: { status?: unknown } } | null)?.data?.status;
  const failed = (s: unknown) => ['error', false, 0, '0'].includes(s as string);
  return failed(status) || failed(inner) ? { kind: 'error', what: 'status error' } : { kind: 'ok' };
}

/** An answer's outcome: a non-200 or a body that is not JSON is an error; else the request's judge says. */
function readOutcome(res: IncomingMessage, body: Buffer, item: ScaleRequest): Outcome {
  if (res.statusCode !== 200) return { kind: 'error', what: `http ${res.statusCode}` };
  let json: unknown;
  try {
    json = JSON.parse(decode(res, body).toString('utf8'));
  } catch {
    return { kind: 'error', what: 'unreadable body' };
  }
  return (item.judge ?? statusJudge)(json);
}

export async function runScaleLoad(options: ScaleLoadOptions): Promise<ScaleLoadResult> {
  const samples: Sample[] = [];
  const warmupSamples: Sample[] = [];
  const run = await sendOpenLoop({
    ...options,
    host: '127.0.0.1',
    read: readOutcome,
    settled: (item, ending, due, counted) => {
      const outcome: Outcome = ending.answered ? ending.read : { kind: 'error', what: ending.code ?? ending.failure };
      // Timed once the answer is judged (decompressed, parsed), a little after the last byte that `ending.at` gives.
      (counted ? samples : warmupSamples).push({ call: item.call, ms: performance.now() - due, outcome, dueAt: due });
      item.done?.();
    },
  });
  // Cut off by the deadline: errors, never missing.
  for (let missing = run.measured - samples.length; missing > 0; missing -= 1) {
    samples.push({
      call: 'unsettled',
      ms: options.timeoutMs,
      outcome: { kind: 'error', what: 'no answer by the deadline' },
    });
  }
  return {
    samples,
    warmup: run.warmup,
    warmupSamples,
    sentRps: run.sentRps,
    maxSendLagMs: run.maxSendLagMs,
    socketsOpened: run.socketsOpened,
  };
}
