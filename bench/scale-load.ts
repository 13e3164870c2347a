import { Agent, request, type IncomingMessage } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { KEEP_IDLE_SOCKET_MS } from './load';

/**
 * The scale run's open-loop generator: arrivals at a fixed rate over keep-alive node:http to several servers on
 * 127.0.0.1, never waiting for answers. Unlike load.ts's it builds each request when it is due (a bag change
 * needs the line an earlier answer gave) and hands every answer back, so the run can keep what the shop
 * acknowledged. Bounded in count (rate × (warm-up + duration)) and in time (the last send plus the timeout).
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
}

export interface ScaleLoadOptions {
  rate: number;
  durationMs: number;
  warmupMs: number;
  timeoutMs: number;
  /** Keep-alive sockets per server at most. */
  maxSockets: number;
  headers: Record<string, string>;
  /** Builds arrival `i` when it is due. */
  next: (i: number) => ScaleRequest;
}

export interface ScaleLoadResult {
  /** Measured arrivals (warm-up excluded), in send order of settlement. */
  samples: Sample[];
  /** Warm-up arrivals. */
  warmup: number;
  sentRps: number;
  maxSendLagMs: number;
  socketsOpened: number;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

function decode(res: IncomingMessage, body: Buffer): Buffer {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  if (encoding === 'deflate') return inflateSync(body);
  return body;
}

/** The default judge: a business failure (`status` 'error', false, 0 or '0') is an error. */
export function statusJudge(json: unknown): Outcome {
  const status = (json as { status?: unknown; data?: { status?: unknown } } | null)?.status;
  const inner = (json as { data?: { status?: unknown } } | null)?.data?.status;
  const failed = (s: unknown) => ['error', false, 0, '0'].includes(s as string);
  return failed(status) || failed(inner) ? { kind: 'error', what: 'status error' } : { kind: 'ok' };
}

export async function runScaleLoad(options: ScaleLoadOptions): Promise<ScaleLoadResult> {
  const { rate, durationMs, warmupMs, timeoutMs } = options;
  const interval = 1000 / rate;
  const warmupCount = Math.round((warmupMs / 1000) * rate);
  const total = warmupCount + Math.round((durationMs / 1000) * rate);
  const agents = new Map<number, Agent>();
  const agentFor = (port: number) => {
    let agent = agents.get(port);
    if (!agent) {
      agent = new Agent({ keepAlive: true, maxSockets: options.maxSockets, timeout: KEEP_IDLE_SOCKET_MS });
      agents.set(port, agent);
    }
    return agent;
  };
  let socketsOpened = 0;
  const samples: Sample[] = [];
  let settled = 0;
  let sent = 0;
  let maxSendLag = 0;
  let lastSend = 0;
  const start = performance.now() + 20;

  const finished = new Promise<void>((resolve) => {
    const send = (i: number) => {
      const due = start + i * interval;
      if (i >= warmupCount) {
        maxSendLag = Math.max(maxSendLag, performance.now() - due);
        lastSend = performance.now();
      }
      const item = options.next(i);
      let done = false;
      const finish = (outcome: Outcome) => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        if (i >= warmupCount) samples.push({ call: item.call, ms: performance.now() - due, outcome });
        item.done?.();
        settled += 1;
        if (settled === total) resolve();
      };
      const req = request(
        {
          host: '127.0.0.1',
          port: item.port,
          method: 'POST',
          path: item.path,
          agent: agentFor(item.port),
          headers: { ...options.headers, ...item.headers, 'content-length': Buffer.byteLength(item.body) },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            if (res.statusCode !== 200) return finish({ kind: 'error', what: `http ${res.statusCode}` });
            let json: unknown;
            try {
              json = JSON.parse(decode(res, Buffer.concat(chunks)).toString('utf8'));
            } catch {
              return finish({ kind: 'error', what: 'unreadable body' });
            }
            finish((item.judge ?? statusJudge)(json));
          });
          res.on('error', (error: NodeJS.ErrnoException) => finish({ kind: 'error', what: error.code ?? 'response' }));
        },
      );
      const timer = setTimeout(
        () => {
          finish({ kind: 'error', what: 'timeout' });
          req.destroy();
        },
        Math.max(1, Math.ceil(due + timeoutMs - performance.now()) + 1),
      );
      req.on('socket', (socket) => {
        if (!(socket as { scaleSeen?: boolean }).scaleSeen) {
          (socket as { scaleSeen?: boolean }).scaleSeen = true;
          socketsOpened += 1;
        }
      });
      req.on('error', (error: NodeJS.ErrnoException) => finish({ kind: 'error', what: error.code ?? 'request' }));
      req.end(item.body);
    };
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
  for (const agent of agents.values()) agent.destroy();
  const measured = total - warmupCount;
  // Cut off by the deadline: errors, never missing.
  for (let missing = measured - samples.length; missing > 0; missing -= 1) {
    samples.push({ call: 'unsettled', ms: timeoutMs, outcome: { kind: 'error', what: 'no answer by the deadline' } });
  }
  const measureStart = start + warmupCount * interval;
  return {
    samples,
    warmup: warmupCount,
    sentRps: round1(measured / (Math.max(lastSend - measureStart + interval, durationMs) / 1000)),
    maxSendLagMs: round1(maxSendLag),
    socketsOpened,
  };
}
