import type { MiddlewareHandler } from 'hono';

/** A request that takes longer than this is logged: a store page or call should answer in well under it. */
export const SLOW_REQUEST_MS = 2_000;

/**
 * Logs each request that took longer than `thresholdMs` to answer, one line with its method, path, status and
 * time, so a hang seen by a caller (a browser journey that waited, a shopper's spinner) can be found in the
 * server's log. The query string is left out: it may carry a shopper's search or a token.
 */
export function logSlowRequests(
  thresholdMs = SLOW_REQUEST_MS,
  log: (line: string) => void = (line) => console.warn(line),
  now: () => number = () => performance.now(),
): MiddlewareHandler {
  return async (c, next) => {
    const started = now();
    try {
      await next();
    } finally {
      const ms = now() - started;
      if (ms > thresholdMs)
        log(`Slow request: ${c.req.method} ${c.req.path} answered ${c.res.status} in ${Math.round(ms)} ms`);
    }
  };
}
