import type { MiddlewareHandler } from 'hono';

/** A request that takes longer than this is logged: a store page or call should answer in well under it. */
export const SLOW_REQUEST_MS = 2_000;

/** A request still unanswered after this long is logged again, once: a hang then shows while it lasts. */
export const STUCK_REQUEST_MS = 30_000;

/**
 * Logs each request that took longer than `thresholdMs` to answer, one line with its method, path, status and
 * time, so a hang seen by a caller (a browser journey that waited, a shopper's spinner) can be found in the
 * server's log. One still unanswered after `stuckMs` is logged then, as it may never finish. The query string
 * is left out: it may carry a shopper's search or a token.
 */
export function logSlowRequests(
  thresholdMs = SLOW_REQUEST_MS,
  log: (line: string) => void = (line) => console.warn(line),
  now: () => number = () => performance.now(),
  stuckMs = STUCK_REQUEST_MS,
): MiddlewareHandler {
  return async (c, next) => {
    const started = now();
    const stuck = setTimeout(
      () => log(`Slow request: ${c.req.method} ${c.req.path} still unanswered after ${stuckMs} ms`),
      stuckMs,
    );
    stuck.unref?.();
    try {
      await next();
    } finally {
      clearTimeout(stuck);
      const ms = now() - started;
      if (ms > thresholdMs) {
        log(`Slow request: ${c.req.method} ${c.req.path} answered ${c.res.status} in ${Math.round(ms)} ms`);
      }
    }
  };
}
