import { Agent, request, type IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

/** One request of a load run: a path under the server and its JSON body. */
export interface LoadRequest {
  path: string;
  body: string;
}

export interface LoadOptions {
  host: string;
  port: number;
  headers: Record<string, string>;
  /** Arrivals per second, fixed: request i is due at start + i / rate whatever the server does. */
  rate: number;
  /** The measured window, after `warmupMs` of the same load that is not counted. */
  durationMs: number;
  warmupMs: number;
  /** A request not answered within this counts as an error; the whole run ends by then after the last send. */
  timeoutMs: number;
  /** Keep-alive sockets at most; beyond them requests wait in the agent (and that wait counts). */
  maxSockets: number;
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

function decode(res: IncomingMessage, body: Buffer): Buffer {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  if (encoding === 'deflate') return inflateSync(body);
  return body;
}

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

/** How long the generator keeps an idle socket: under the server's keep-alive timeout (5 s). */
export const KEEP_IDLE_SOCKET_MS = 4000;

/**
 * An open-loop load run (issue 9 §6): arrivals at a fixed rate over keep-alive node:http to one server,
 * never waiting for answers, so a slow server meets the same load rather than a gentler one. Bounded in
 * count (rate × (warm-up + duration)) and time (the last send plus `timeoutMs`).
 */
export async function runOpenLoad(options: LoadOptions): Promise<LoadFigure> {
  const { rate, durationMs, warmupMs, timeoutMs, requests } = options;
  if (requests.length === 0) throw new Error('load run without requests');
  const interval = 1000 / rate;
  const warmupCount = Math.round((warmupMs / 1000) * rate);
  const total = warmupCount + Math.round((durationMs / 1000) * rate);
  // An idle socket is closed by this side before the server's keep-alive timeout (Node's 5 s) can close it:
  // Node 20's agent otherwise keeps it exactly as long as the server's hint, and a request sent on it as the
  // server closes it fails with ECONNRESET (one in 4,000 in a bench run), which is the generator's race,
  // not the server's error.
  const agent = new Agent({ keepAlive: true, maxSockets: options.maxSockets, timeout: KEEP_IDLE_SOCKET_MS });
  const sockets = new WeakSet<Socket>();
  let socketsOpened = 0;
  const latencies: number[] = [];
  const errorKinds: Record<string, number> = {};
  let ok = 0;
  let maxSendLag = 0;
  let lastAnswer = 0;
  let answers = 0;
  let settled = 0;
  let sent = 0;
  let lastSend = 0;
  const start = performance.now() + 20;

  const finished = new Promise<void>((resolve) => {
    const settle = (i: number, due: number, error: string | null, at: number, answered: boolean) => {
      settled += 1;
      if (i >= warmupCount) {
        latencies.push(at - due);
        if (answered) {
          answers += 1;
          lastAnswer = Math.max(lastAnswer, at);
        }
        if (error) errorKinds[error] = (errorKinds[error] ?? 0) + 1;
        else ok += 1;
      }
      if (settled === total) resolve();
    };
    const send = (i: number) => {
      const due = start + i * interval;
      if (i >= warmupCount) {
        maxSendLag = Math.max(maxSendLag, performance.now() - due);
        lastSend = performance.now();
      }
      const item = requests[i % requests.length] as LoadRequest;
      let done = false;
      /** `at` is given for a server's answer (ok or not); timeouts and socket errors have none. */
      const finish = (error: string | null, at?: number) => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        settle(i, due, error, at ?? performance.now(), at !== undefined);
      };
      const req = request(
        {
          host: options.host,
          port: options.port,
          method: 'POST',
          path: item.path,
          agent,
          headers: { ...options.headers, 'content-length': Buffer.byteLength(item.body) },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          // The answer's time is its last byte; reading it (decompress, parse) is the generator's own work.
          res.on('end', () => {
            const at = performance.now();
            finish(judge(res, Buffer.concat(chunks)), at);
          });
          res.on('error', (error: NodeJS.ErrnoException) => finish(error.code ?? 'response error'));
        },
      );
      // From the due time, not the send: a request queued behind busy sockets times out too.
      const timer = setTimeout(
        () => {
          finish('timeout');
          req.destroy();
        },
        // libuv counts from its cached loop time, which may lag by a millisecond: never give up early.
        Math.max(1, Math.ceil(due + timeoutMs - performance.now()) + 1),
      );
      req.on('socket', (socket: Socket) => {
        if (sockets.has(socket)) return;
        sockets.add(socket);
        socketsOpened += 1;
      });
      req.on('error', (error: NodeJS.ErrnoException) => finish(error.code ?? 'request error'));
      req.end(item.body);
    };
    // Wakes at each due time (or later when the loop is busy) and sends every request that is due.
    const tick = () => {
      const now = performance.now();
      while (sent < total && start + sent * interval <= now) send(sent++);
      if (sent < total) setTimeout(tick, Math.max(0, start + sent * interval - performance.now()));
    };
    setTimeout(tick, Math.max(0, start - performance.now()));
  });

  const lastDue = start + (total - 1) * interval;
  const deadline = new Promise<void>((resolve) =>
    setTimeout(resolve, lastDue + timeoutMs + 1000 - performance.now()).unref(),
  );
  await Promise.race([finished, deadline]);
  agent.destroy();

  const measured = total - warmupCount;
  // Requests the deadline cut off never settled: they count as errors, not as missing.
  const unsettled = measured - latencies.length;
  if (unsettled > 0) errorKinds['no answer by the deadline'] = unsettled;
  const sorted = [...latencies].sort((a, b) => a - b);
  const windowS = durationMs / 1000;
  const measureStart = start + warmupCount * interval;
  return {
    rate,
    durationS: windowS,
    requests: measured,
    ok,
    errors: measured - ok,
    errorKinds,
    p50Ms: round1(percentile(sorted, 0.5)),
    p99Ms: round1(percentile(sorted, 0.99)),
    maxMs: round1(sorted.at(-1) ?? Number.NaN),
    // Over the time the sends really took: a generator that fell behind shows a lower rate.
    sentRps: round1(measured / (Math.max(lastSend - measureStart + interval, durationMs) / 1000)),
    answeredRps: round1(answers / (Math.max(lastAnswer - measureStart, durationMs) / 1000)),
    maxSendLagMs: round1(maxSendLag),
    socketsOpened,
  };
}
