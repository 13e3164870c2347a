import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../main';
import { askForData, getPage as get, pageState, type SentState, startDrawnSite } from '../test-support/drawn-site';
import { START_TIMEOUT_MS } from '../test-support/test-server';
import { PHONE } from '../test-support/user-agents';
import { PAGE_QUERIES_PARAM } from './page-queries';

let server: RunningServer;
let app: Hono;

beforeAll(async () => {
  ({ server, app } = await startDrawnSite());
}, START_TIMEOUT_MS);
afterAll(() => server?.close());

describe("a drawn page's data follows its HTML (ADR 040)", () => {
  it('names its data by an id, answers the id once as drawn, and draws the data afresh after', async () => {
    const { html } = await get(app, '/our-story');
    const sent = pageState(html);
    expect(sent?.queries).toBeUndefined();
    expect(sent?.queriesAt).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const id = sent?.queriesAt ?? '';

    const first = await askForData(app, '/our-story', id);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toContain('application/json');
    expect(first.headers.get('cache-control')).toBe('no-store');
    const kept = (await first.json()) as SentState['queries'];
    expect(kept?.queries.map((q) => q.queryKey)).toContainEqual(['content', 'page', 'our-story']);

    // Taken once: the same id again (another replica, a reload) gets the page's data drawn for this request.
    const again = (await (await askForData(app, '/our-story', id)).json()) as SentState['queries'];
    expect(again?.queries.map((q) => q.queryKey).sort()).toEqual(kept?.queries.map((q) => q.queryKey).sort());
    expect(JSON.stringify(again)).toContain('Since 1962');
  });

  it("draws the data afresh for a caller it kept none for, the 404 page's for a URL that names nothing", async () => {
    const home = await askForData(app, '/', 'A'.repeat(22), PHONE);
    expect(home.status).toBe(200);
    expect(((await home.json()) as SentState['queries'])?.queries.map((q) => q.queryKey)).toContainEqual([
      'content',
      'dashboard',
    ]);
    const missing = await askForData(app, '/no-such-page', 'A'.repeat(22));
    expect(missing.status).toBe(200);
    expect(((await missing.json()) as SentState['queries'])?.queries.length).toBeGreaterThan(0);
  });

  it('answers an id it never gives with a 400 naming the header, and changes nothing', async () => {
    for (const id of ['', 'short', 'A'.repeat(23), `${'A'.repeat(21)}!`, 'x'.repeat(5000)]) {
      const res = await askForData(app, '/our-story', id);
      expect(res.status, id).toBe(400);
      expect(await res.json()).toEqual({
        status: 'error',
        message: 'Validation failed',
        errors: { [PAGE_QUERIES_PARAM]: 'The page data id is not one this server gives' },
      });
    }
    // Not a page path: the API, media and built files answer as before.
    expect((await askForData(app, '/media/no-such.webp', 'A'.repeat(22))).status).toBe(404);
  });
});
