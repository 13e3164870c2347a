import type { Page, Route } from '@playwright/test';
import { messages } from '@domain/messages';

/**
 * Making the store's calls fail in the browser (issue 13 §3): each call of the contract answered with a 500
 * in the store's JSON error shape, held past the client's timeout, or answered 200 with a body that is not
 * what the contract says. Used by tests/e2e/call-faults*.spec.ts.
 */
export type Fault = '500' | 'timeout' | 'malformed';
export const FAULTS: readonly Fault[] = ['500', 'timeout', 'malformed'];

/** The server's answer to a fault of its own (server/app.ts onError). */
export const SERVER_ERROR = { status: 'error', message: messages.internalError } as const;

/**
 * The transport's timeout is 20 s (src/lib/http.ts). A held call is cut at this instead: an init script
 * caps the timeout of the requests for held calls (and only those) at it, so the store meets the same
 * timeout (axios's ECONNABORTED) a shopper would meet 20 s in, without the journeys waiting that long.
 */
export const HELD_CALL_TIMEOUT_MS = 300;

/** The tab's record of the held calls the store has made (see capTimeouts). */
const HELD_ASKED = '__heldCallsAsked';

function capTimeouts({ cap, HELD_ASKED_KEY }: { cap: number; HELD_ASKED_KEY: string }) {
  const w = window as unknown as { __heldCalls?: string[] };
  const proto = XMLHttpRequest.prototype;
  const urls = new WeakMap<XMLHttpRequest, string>();
  const open = proto.open as (this: XMLHttpRequest, ...args: unknown[]) => void;
  proto.open = function (this: XMLHttpRequest, ...args: unknown[]) {
    urls.set(this, String(args[1]));
    open.apply(this, args);
  } as typeof proto.open;
  const timeout = Object.getOwnPropertyDescriptor(proto, 'timeout');
  if (!timeout?.set || !timeout.get) return;
  const { get, set } = timeout;
  Object.defineProperty(proto, 'timeout', {
    configurable: true,
    get(this: XMLHttpRequest) {
      return get.call(this) as number;
    },
    set(this: XMLHttpRequest, value: number) {
      const path = new URL(urls.get(this) ?? '', location.href).pathname;
      const heldCall = (w.__heldCalls ?? []).find((call) => path === `/web-api/${call}`);
      if (heldCall !== undefined) {
        // Noted in the tab's storage (it outlives the page's own navigations): a held request cut by the short
        // timeout on a busy machine can end before the browser hands it to the test's route handler.
        const asked = JSON.parse(sessionStorage.getItem(HELD_ASKED_KEY) ?? '[]') as string[];
        if (!asked.includes(heldCall)) sessionStorage.setItem(HELD_ASKED_KEY, JSON.stringify([...asked, heldCall]));
      }
      set.call(this, heldCall !== undefined && value > 0 ? Math.min(value, cap) : value);
    },
  });
}

/** Installs the timeout cap on every page of this context (see HELD_CALL_TIMEOUT_MS). */
export const shortenCallTimeout = (page: Page) =>
  page.addInitScript(capTimeouts, { cap: HELD_CALL_TIMEOUT_MS, HELD_ASKED_KEY: HELD_ASKED });

/** Resolves once the store has made the held call `call` in this tab (capTimeouts notes it). */
async function heldCallAsked(page: Page, call: string) {
  await page.waitForFunction(
    ({ call, key }) => (JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[]).includes(call),
    { call, key: HELD_ASKED },
    { timeout: 0 },
  );
}

/** Names the calls the page's held-call cap applies to, from the next document on (and on the open one). */
export async function holdCalls(page: Page, calls: string[]) {
  await page.addInitScript((list) => {
    (window as unknown as { __heldCalls?: string[] }).__heldCalls = list;
  }, calls);
  await page.evaluate(
    ({ list, key }) => {
      (window as unknown as { __heldCalls?: string[] }).__heldCalls = list;
      try {
        sessionStorage.removeItem(key);
      } catch {
        // A page not yet opened (about:blank) has no storage, nor anything in it.
      }
    },
    { list: calls, key: HELD_ASKED },
  );
}

/**
 * A 200 that is not the contract's: non-JSON (a proxy's HTML page) for half the calls, JSON of the wrong
 * shape for the others, so both ways through the client's parsing are met.
 */
function malformed(path: string) {
  const html = [...path].reduce((sum, c) => sum + c.charCodeAt(0), 0) % 2 === 0;
  return html
    ? { status: 200, contentType: 'text/html', body: '<!doctype html><title>Bad gateway</title><p>upstream said no' }
    : { status: 200, contentType: 'application/json', body: JSON.stringify(['not', { the: 'contract' }]) };
}

/** What one faulted call saw: how many times the store asked for it. */
export interface FaultedCall {
  readonly path: string;
  hits: () => number;
  /** Resolves at the store's first request for the call. */
  asked: () => Promise<void>;
  /** Ends the fault: the call reaches the server again. */
  stop: () => Promise<void>;
}

/**
 * Answers every request for `/web-api/{path}` with `fault` until `stop`. A held call is never answered: the
 * client's (shortened, see holdCalls) timeout ends it.
 */
export async function failCall(page: Page, path: string, fault: Fault): Promise<FaultedCall> {
  let count = 0;
  let first: () => void = () => {};
  const seen = new Promise<void>((resolve) => (first = resolve));
  const pattern = new RegExp(`/web-api/${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\?|$)`);
  const handler = async (route: Route) => {
    count += 1;
    first();
    if (fault === 'timeout') return;
    await route.fulfill(
      fault === '500'
        ? { status: 500, contentType: 'application/json', body: JSON.stringify(SERVER_ERROR) }
        : malformed(path),
    );
  };
  await page.route(pattern, handler);
  // A held call is known to be made from the page too: cut by its short timeout, it may never reach the handler.
  // (The poll ends with the page; its rejection then is of no interest.)
  const asked =
    fault === 'timeout'
      ? Promise.race([seen, heldCallAsked(page, path).catch(() => new Promise<void>(() => {}))])
      : seen;
  return {
    path,
    hits: () => count,
    asked: () => asked,
    stop: () => page.unroute(pattern, handler),
  };
}

/** Fails `calls` with `fault` (held ones cut by the short timeout); returns them, in order. */
export async function failCalls(page: Page, calls: string[], fault: Fault): Promise<FaultedCall[]> {
  await holdCalls(page, fault === 'timeout' ? calls : []);
  const faulted: FaultedCall[] = [];
  for (const call of calls) faulted.push(await failCall(page, call, fault));
  return faulted;
}
