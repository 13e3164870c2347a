import { Agent, request, type IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

/**
 * The bench's open-loop sender (issue 9 §6, issue 13 §2): arrivals at a fixed rate over keep-alive node:http to
 * one server or several, never waiting for answers, so a slow server meets the same load rather than a gentler
 * one. Bounded in count (rate × (warm-up + duration)) and time (the last send plus the timeout). It hands each
 * arrival's ending back; load.ts (requests built beforehand, one server) and scale-load.ts (each request built when
 * it is due, the servers in turn) count them.
 */

/** One arrival: the server's port, the path and JSON body it is sent, and headers of its own. */
export interface Arrival {
  port: number;
  path: string;
  body: string;
  headers?: Record<string, string>;
}

/**
 * How an arrival ended, `at` (performance.now()) when it did: the server's answer (ok or not) as `read` took it,
 * at its last byte; or none, by a timeout or a socket error (with its code when it has one).
 */
export type Ending<R> =
  | { answered: true; read: R; at: number }
  | { answered: false; failure: 'timeout' | 'request' | 'response'; code?: string; at: number };

/** What every open-loop run sets: its pace, its bounds, and the headers of every request. */
export interface OpenLoopPace {
  /** Arrivals per second, fixed: arrival i is due at start + i / rate whatever the server does. */
  rate: number;
  /** The measured window, after `warmupMs` of the same load that is not counted. */
  durationMs: number;
  warmupMs: number;
  /** An arrival not answered within this of its due time ends as a timeout; the run ends by then after the last. */
  timeoutMs: number;
  /** Keep-alive sockets per server at most; beyond them requests wait in the agent (and that wait counts). */
  maxSockets: number;
  /** Sent with every request. */
  headers: Record<string, string>;
}

export interface OpenLoopOptions<T extends Arrival, R> extends OpenLoopPace {
  host: string;
  /** Arrival `i`, asked for when it is due. */
  next: (i: number) => T;
  /** Reads a server's answer, any status, once its last byte is in. */
  read: (res: IncomingMessage, body: Buffer, arrival: T) => R;
  /** Each arrival's ending, once, from its due time; `counted` is false for the warm-up's. */
  settled: (arrival: T, ending: Ending<R>, due: number, counted: boolean) => void;
}

export interface OpenLoopRun {
  /** Arrivals in the warm-up, and measured after it. */
  warmup: number;
  measured: number;
  /** When the measured window began (performance.now()). */
  measureStart: number;
  /** Measured arrivals sent per second, over the time the sends really took: a sender that fell behind shows less. */
  sentRps: number;
  /** The latest a measured arrival left after its due time (the generator's own lag), ms. */
  maxSendLagMs: number;
  socketsOpened: number;
}

/** How long the generator keeps an idle socket: under the server's keep-alive timeout (5 s). */
export const KEEP_IDLE_SOCKET_MS = 4000;

const round1 = (n: number) => Math.round(n * 10) / 10;

/** An answer's body as the server wrote it, before its content encoding. */
export function decode(res: IncomingMessage, body: Buffer): Buffer {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  if (encoding === 'deflate') return inflateSync(body);
  return body;
}

export async function sendOpenLoop<T extends Arrival, R>(options: OpenLoopOptions<T, R>): Promise<OpenLoopRun> {
  const { rate, durationMs, warmupMs, timeoutMs } = options;
  const interval = 1000 / rate;
  const warmupCount = Math.round((warmupMs / 1000) * rate);
  const total = warmupCount + Math.round((durationMs / 1000) * rate);
  // An idle socket is closed by this side before the server's keep-alive timeout (Node's 5 s) can close it:
  // Node 20's agent otherwise keeps it exactly as long as the server's hint, and a request sent on it as the
  // server closes it fails with ECONNRESET (one in 4,000 in a bench run), which is the generator's race,
  // not the server's error.
  const agents = new Map<number, Agent>();
  const agentFor = (port: number) => {
    let agent = agents.get(port);
    if (!agent) {
      agent = new Agent({ keepAlive: true, maxSockets: options.maxSockets, timeout: KEEP_IDLE_SOCKET_MS });
      agents.set(port, agent);
    }
    return agent;
  };
  const sockets = new WeakSet<Socket>();
  let socketsOpened = 0;
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
      const finish = (ending: Ending<R>) => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        options.settled(item, ending, due, i >= warmupCount);
        settled += 1;
        if (settled === total) resolve();
      };
      const failed = (failure: 'timeout' | 'request' | 'response', code?: string) =>
        finish({ answered: false, failure, code, at: performance.now() });
      const req = request(
        {
          host: options.host,
          port: item.port,
          method: 'POST',
          path: item.path,
          agent: agentFor(item.port),
          headers: { ...options.headers, ...item.headers, 'content-length': Buffer.byteLength(item.body) },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          // The answer's time is its last byte; reading it (decompress, parse) is the generator's own work.
          res.on('end', () => {
            const at = performance.now();
            finish({ answered: true, read: options.read(res, Buffer.concat(chunks), item), at });
          });
          res.on('error', (error: NodeJS.ErrnoException) => failed('response', error.code));
        },
      );
      // From the due time, not the send: a request queued behind busy sockets times out too.
      const timer = setTimeout(
        () => {
          failed('timeout');
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
      req.on('error', (error: NodeJS.ErrnoException) => failed('request', error.code));
      req.end(item.body);
    };
    // Wakes at each due time (or later when the loop is busy) and sends every arrival that is due.
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
  const measureStart = start + warmupCount * interval;
  return {
    warmup: warmupCount,
    measured,
    measureStart,
    sentRps: round1(measured / (Math.max(lastSend - measureStart + interval, durationMs) / 1000)),
    maxSendLagMs: round1(maxSendLag),
    socketsOpened,
  };
}
