import { join } from 'node:path';
import { drizzle } from 'drizzle-orm/pglite';
import { describe, expect, it, vi } from 'vitest';
import { ACCESS_KEY_HEADER, API_PREFIX } from '@schemas/call';
import { createApp, RETRY_AFTER_SECONDS } from './app';
import { asking, RequestAbandoned } from './db/abandoned';
import { handlers } from './handlers/handler-map';
import { serverMessages } from './messages';
import { writeTinyFixtures } from './test-support/tiny-fixtures';

// What a call gets when the database is down (ADR 033): handlers that fail as pg fails stand in for it.
const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
const shutDown = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
const app = createApp(drizzle.mock(), {
  accessKey: 'k',
  staticDir: null,
  mediaDir: join(writeTinyFixtures(), 'images'),
  publicUrl: 'http://localhost',
  devMailbox: false,
  handlers: {
    ...handlers,
    dashboard: () => Promise.reject(new Error('Failed query: select 1', { cause: refused })),
    footer: () => Promise.reject(shutDown),
    settingsdata: () => Promise.reject(new TypeError("Cannot read properties of undefined (reading 'id')")),
    // Stands in for a query that asks the pool for a connection (client.ts): refused once the caller has gone.
    jewelryCare: async () => {
      await new Promise((done) => setTimeout(done, 50));
      if (asking()?.signal.aborted) throw new Error('Failed query: select 1', { cause: new RequestAbandoned() });
      return { status: 'success', data: [] } as never;
    },
  },
});
const get = (path: string) => app.request(`${API_PREFIX}/${path}`, { headers: { [ACCESS_KEY_HEADER]: 'k' } });

describe('a call while the database is down', () => {
  it("answers 503 with Retry-After and the store's JSON error, the spec's message for a server fault", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const path of ['dashboard', 'footer']) {
      const res = await get(path);
      expect(res.status, path).toBe(503);
      expect(res.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(await res.json()).toEqual({ status: 'error', message: serverMessages.internalError });
    }
    // One line each, naming the call and pg's reason, not a stack per request while the outage lasts.
    expect(error.mock.calls.map((args) => args.join(' '))).toEqual([
      'Database unavailable, answered 503: GET /web-api/dashboard: connect ECONNREFUSED 127.0.0.1:5432',
      'Database unavailable, answered 503: GET /web-api/footer: terminating connection due to administrator command',
    ]);
    error.mockRestore();
  });

  it('leaves any other fault a 500', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const res = await get('settingsdata');
    expect(res.status).toBe(500);
    expect(res.headers.get('retry-after')).toBeNull();
    expect(await res.json()).toEqual({ status: 'error', message: serverMessages.internalError });
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
  });
});

describe('a call whose caller has gone (ADR 068)', () => {
  it("runs with its caller's signal, and work refused for it ends quietly, without a log line", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const caller = new AbortController();
    const answer = app.request(`${API_PREFIX}/jewelryCare`, {
      headers: { [ACCESS_KEY_HEADER]: 'k' },
      signal: caller.signal,
    });
    caller.abort();
    expect((await answer).status).toBe(503);
    expect(error).not.toHaveBeenCalled();
    const stayed = await get('jewelryCare');
    expect(stayed.status).toBe(200);
    error.mockRestore();
  });
});
