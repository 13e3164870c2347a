import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page, Request, Route } from '@playwright/test';
import { messages } from '@domain/messages';
import { ACCESS_HEADERS, postCall } from './api';
import { FAULTS, failCalls, shortenCallTimeout, type Fault, type FaultedCall } from './faulted-calls';
import { expect, test } from './test';

/**
 * The call-fault journeys' pages, checks, customers and runner (issue 13 §3): a table of calls, each with the
 * spec's error state, run once per fault. How a call is made to fail is in faulted-calls.ts.
 */
export * from './faulted-calls';
/**
 * A store page's address: not a call, not a built asset, no dot in its last part (a file's extension). A RegExp rather than a function, so
 * the browser hands only these requests to the test to route: with a function it hands it every request (each
 * script, image and font of every page) to decide on, through the busy worker.
 */
const STORE_PAGE_URL = /^[a-z]+:\/\/[^/]+\/(?!web-api\/|assets\/)(?:[^?#]*\/)?[^?#./]*(?:[?#].*)?$/;

/**
 * Serves the store's pages as the plain index.html (no server render, no data sent with the page), as
 * another host fronting the back office does or as the server does when its render falls back: the browser
 * then makes every call a page needs itself, so each can be failed.
 */
export async function servePlainPages(page: Page) {
  const indexHtml = readFileSync('dist/index.html', 'utf8');
  await page.route(
    STORE_PAGE_URL,
    // The page's own navigations only: a frame inside it (the payment provider's window) is not a store page.
    (route: Route, request: Request) =>
      request.resourceType() === 'document' && request.isNavigationRequest() && request.frame() === page.mainFrame()
        ? route.fulfill({ status: 200, contentType: 'text/html', body: indexHtml })
        : route.fallback(),
  );
}

/** Opens `path` as a plain page and waits until the app has started. */
export async function openPlain(page: Page, path: string) {
  await page.goto(path);
  await page.locator('html[data-app="started"]').waitFor({ state: 'attached', timeout: 30_000 });
}

/**
 * Never a blank page: the router's fallback page is not shown, the page's main landmark is there, and the
 * frame around it is drawn: the site's header and footer, or the checkout's steps. Uncaught errors in
 * the page fail the journey through the `test` fixture (tests/support/test.ts).
 */
export async function expectNotBlank(page: Page, frame: 'site' | 'checkout' = 'site') {
  await expect(page.getByText(messages.routerFallback)).toHaveCount(0);
  await expect(page.locator('main#main')).toBeAttached();
  if (frame === 'site') {
    // By tag rather than role (the checkout's steps too): an open dialog (a drawer, a modal) hides the frame
    // from the accessibility tree.
    await expect(page.locator('header').first()).toBeVisible();
    await expect(page.locator('footer').first()).toBeVisible();
  } else {
    await expect(page.locator('nav[aria-label="Checkout steps"]')).toBeVisible();
  }
}

/** No skeleton left inside `scope`: the loading state has ended. */
export const skeletons = (page: Page, scope = 'body') => page.locator(`${scope} [data-skeleton]`);

/** The store's line for a failure it has no message for (src/lib/call-failure.ts). */
export const GENERIC_FAILURE = 'Something went wrong, please try again.';

/**
 * The text a failure shows: a 500 in the store's JSON error shape carries the server's message, which the
 * spec shows (shell §8 "the message shows in a toast", "the server's message"); a call that got no answer
 * (timeout) or one the store cannot read (malformed) gets the store's generic line.
 */
export const failureText = (fault: Fault) => (fault === '500' ? messages.internalError : GENERIC_FAILURE);

/** Toasts shown by either toaster. */
export const toasts = (page: Page) => page.locator('[data-sonner-toast]');

/** Loading over with nothing said: no skeleton left in `scope`, no toast. */
export async function expectSilentStop(page: Page, scope = 'main') {
  await expect(skeletons(page, scope)).toHaveCount(0);
  await expect(toasts(page)).toHaveCount(0);
}

/** A row whose failed call ends its loading with nothing said, in `scope` (a signed-in page's first load). */
export const silentRow = (call: string, state: string, scope = 'main'): CallRow => ({
  call,
  state,
  check: (page) => expectSilentStop(page, scope),
});

/** A demo customer (README "Demo customers"). */
export interface Customer {
  email: string;
  password: string;
}

/** Signs `customer` in through the API: a session token. */
export async function signInToken(request: APIRequestContext, customer: Customer): Promise<string> {
  const answer = (await (
    await postCall(request, 'logincheck', {
      user_email: customer.email,
      user_password: customer.password,
      session_data: [],
      user_type: 1,
    })
  ).json()) as { user_token?: string };
  expect(answer.user_token, 'signed in').toBeTruthy();
  return answer.user_token ?? '';
}

/** The headers of a call made as `customer` through the API (to set up or clean up after a journey). */
export const customerHeaders = async (request: APIRequestContext, customer: Customer) => ({
  ...ACCESS_HEADERS,
  Authorization: `Bearer ${await signInToken(request, customer)}`,
});

/** Signs `customer` in through the API and puts the token in storage before each page's first script. */
export function signedIn(customer: Customer) {
  return async (page: Page) => {
    const token = await signInToken(page.request, customer);
    await page.addInitScript((t) => localStorage.setItem('USER_TOKEN', t), token);
  };
}

/** Both setups: signed in, pages served plain (so the page's calls are the browser's). */
export const plainAndSignedIn = (customer: Customer) => async (page: Page) => {
  await signedIn(customer)(page);
  await servePlainPages(page);
};

/** One call of the table: the spec's error state for it, and how it is checked. */
export interface CallRow {
  /** The call's path under /web-api/ (schemas/calls/). */
  call: string;
  /** The spec's error state for it, as checked. */
  state: string;
  /** Checks that state once the faulted call has been made (and given up on). */
  check: (page: Page, fault: Fault) => Promise<void>;
}

export interface Journey {
  /** The page and the action that make the calls. */
  where: string;
  frame?: 'site' | 'checkout';
  rows: CallRow[];
  /** Opens the page (and acts) so the calls are made; the calls are already failed. */
  run: (page: Page) => Promise<void>;
}

/** How long a journey waits for the store to make a faulted call once the page has opened (or acted). */
const ASKED_WITHIN_MS = 30_000;

/** Waits for the store's first request for `call`, failing with its name if none comes within `ms`. */
async function askedWithin(call: FaultedCall | undefined, ms: number) {
  if (!call) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the store did not make the call ${call.path} within ${ms} ms`)), ms);
  });
  try {
    await Promise.race([call.asked(), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Runs `journey` three times on one page, its calls failed by each fault in turn, and checks each call's
 * state and the page.
 */
export async function runJourney(page: Page, journey: Journey, setup?: (page: Page) => Promise<void>) {
  // Three page loads and their checks: three journeys' worth of time on a busy two-core machine.
  test.slow();
  await shortenCallTimeout(page);
  await setup?.(page);
  for (const fault of FAULTS) {
    await test.step(fault, async () => {
      const calls = await failCalls(
        page,
        journey.rows.map((row) => row.call),
        fault,
      );
      await journey.run(page);
      for (const [i, row] of journey.rows.entries()) {
        await test.step(`${row.call}: ${row.state}`, async () => {
          await askedWithin(calls[i], ASKED_WITHIN_MS);
          await row.check(page, fault);
        });
      }
      await expectNotBlank(page, journey.frame);
      for (const call of calls) await call.stop();
    });
  }
}
