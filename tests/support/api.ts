import type { APIRequestContext } from '@playwright/test';

/** The access key the e2e server is started with (playwright.config.ts) — the server's default. */
export const ACCESS_KEY = process.env.API_ACCESS_KEY ?? 'padmakshya-storefront';
export const ACCESS_HEADERS = { 'x-access-key': ACCESS_KEY } as const;

/** POSTs a contract call the way the storefront does (agreed conventions: /web-api/<path>, x-access-key). */
export function postCall(request: APIRequestContext, path: string, body: unknown) {
  return request.post(`/web-api/${path}`, { data: body, headers: ACCESS_HEADERS, timeout: API_CALL_TIMEOUT_MS });
}

/**
 * How long a test's own call may take. Playwright's API requests have no timeout of their own here (no
 * actionTimeout), so a call that never came back used to hold its test until the test's timeout.
 */
export const API_CALL_TIMEOUT_MS = 20_000;

/** A unique e-mail per run, project and call, so journeys never collide on the shared database. */
export function uniqueEmail(tag: string) {
  const nonce = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  return `e2e-${tag}-${nonce}@example.com`;
}
