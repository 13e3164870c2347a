import { ACCESS_KEY_HEADER, API_PREFIX } from '@schemas/call';
import { DEFAULT_ACCESS_KEY } from '../../server/config';
import { serverMessages } from '../../server/messages';

/**
 * The fault tests' calls (docs/decisions/033-faults.md): a shopper's call through a replica's HTTP API, bounded in
 * time, and how its answer reads (a success, the clean 503 of an outage, or a line for a failure's message).
 */

const ACCESS_KEY = process.env.API_ACCESS_KEY || DEFAULT_ACCESS_KEY;

/** The longest any call may take, outage or not: past it the call counts as hung. The storefront gives up then. */
export const CALL_BOUND_MS = 20_000;

export interface CallResult {
  /** HTTP status, or 0 when no answer came (connection refused or reset, or past CALL_BOUND_MS). */
  status: number;
  body: string;
  /** Why no answer came. */
  error?: string;
  ms: number;
  headers?: Headers;
}

export async function call(
  port: number,
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<CallResult> {
  const started = performance.now();
  try {
    const res = await fetch(`http://127.0.0.1:${port}${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: {
        ...(path.startsWith(API_PREFIX) ? { [ACCESS_KEY_HEADER]: ACCESS_KEY, 'content-type': 'application/json' } : {}),
        ...init.headers,
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      signal: AbortSignal.timeout(CALL_BOUND_MS),
    });
    const body = await res.text();
    return { status: res.status, body, ms: performance.now() - started, headers: res.headers };
  } catch (error) {
    const cause = (error as Error & { cause?: Error }).cause;
    return {
      status: 0,
      body: '',
      error: `${(error as Error).name}: ${(error as Error).message}${cause ? ` (${cause.message})` : ''}`,
      ms: performance.now() - started,
    };
  }
}

export const api = (name: string) => `${API_PREFIX}/${name}`;

export const parse = (body: string): unknown => {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
};

/** An API answer with the store's JSON shape and `status: 'success'`. */
export const succeeded = (r: CallResult) =>
  r.status === 200 && (parse(r.body) as { status?: unknown } | undefined)?.status === 'success';

/**
 * The answer a call gets while the database is down: 503, Retry-After, and the store's JSON error with the spec's
 * message for a server fault (shell §8: the message shows in a toast, nothing changes).
 */
export const cleanUnavailable = (r: CallResult) => {
  const json = parse(r.body) as { status?: unknown; message?: unknown } | undefined;
  return (
    r.status === 503 &&
    Boolean(r.headers?.get('retry-after')) &&
    (r.headers?.get('content-type') ?? '').startsWith('application/json') &&
    json?.status === 'error' &&
    json.message === serverMessages.internalError
  );
};

export const describeResult = (r: CallResult) =>
  r.status === 0 ? `no answer after ${Math.round(r.ms)} ms: ${r.error}` : `HTTP ${r.status} ${r.body.slice(0, 160)}`;

export const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
