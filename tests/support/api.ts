import type { APIRequestContext } from '@playwright/test';

/** The access key the e2e server is started with (playwright.config.ts) — the server's default. */
export const ACCESS_KEY = process.env.API_ACCESS_KEY ?? 'padmakshya-storefront';
export const ACCESS_HEADERS = { 'x-access-key': ACCESS_KEY } as const;

/** POSTs a contract call the way the storefront does (agreed conventions: /web-api/<path>, x-access-key). */
export function postCall(request: APIRequestContext, path: string, body: unknown) {
  return request.post(`/web-api/${path}`, { data: body, headers: ACCESS_HEADERS });
}

/** A unique e-mail per run, project and call, so journeys never collide on the shared database. */
export function uniqueEmail(tag: string) {
  const nonce = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  return `e2e-${tag}-${nonce}@example.com`;
}
