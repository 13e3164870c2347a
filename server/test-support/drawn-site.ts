import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import type { RunningServer } from '../main';
import { createPageRenderer, type RendererModule } from '../http/ssr';
import { pageQueriesUrl } from '../http/page-queries';
import { serveStaticSite } from '../http/static-site';
import { startTestServer } from './test-server';
import { writeTinySite } from './tiny-fixtures';
import { DESKTOP } from './user-agents';

// The real renderer (src/entry-server.tsx), loaded from source by Vitest instead of from a build.
const ENTRY = new URL('../../src/entry-server.tsx', import.meta.url).href;
export const loadEntry = () => import(/* @vite-ignore */ ENTRY) as Promise<RendererModule>;

export interface DrawnSite {
  /** The API, seeded with the tiny fixtures and `fixtures`. */
  server: RunningServer;
  /** The storefront, drawing its pages with the real renderer; the blocks' calls go to `server`, in-process. */
  app: Hono;
  /** The built files the storefront serves (a tiny site). */
  site: string;
}

/** A storefront that draws its pages with the real renderer, over a test API (close `server` in afterAll). */
export async function startDrawnSite(fixtures: Record<string, unknown> = {}): Promise<DrawnSite> {
  const server = await startTestServer({ fixtures });
  const site = writeTinySite();
  // As the real build's index.html: a title the server replaces with the page's own.
  writeFileSync(
    join(site, 'index.html'),
    '<!doctype html><html><head><title>Padmakshya — Home</title><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>',
  );
  const app = new Hono();
  const renderer = createPageRenderer(loadEntry, {
    budgetMs: 20_000,
    api: async (url, init) => server.app.request(url, init),
  });
  serveStaticSite(app, site, renderer);
  await renderer.warm();
  return { server, app, site };
}

const dataBlock = (html: string, id: string): unknown => {
  const match = new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`).exec(html);
  return match?.[1] ? JSON.parse(match[1]) : undefined;
};

/** The page state a page was sent with, as far as the tests read it. */
export interface SentState {
  path: string;
  queries?: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
  queriesAt?: string;
  render?: { mobile: boolean; blocks: string[]; sanitized?: Record<string, string> };
}
export const pageState = (html: string) => dataBlock(html, 'page-state') as SentState | undefined;
export const queryKeys = (state: SentState | undefined) => state?.queries?.queries.map((q) => q.queryKey) ?? [];

/** A drawn page's data, asked for as the page's loader does (ADR 040). */
export const askForData = (target: Hono, page: string, id: string, userAgent = DESKTOP) => {
  const { pathname, search } = new URL(page, 'http://localhost');
  return target.request(pageQueriesUrl(pathname, search, id), {
    headers: { accept: 'application/json', 'user-agent': userAgent },
  });
};

/** A page as a browser gets it: its HTML, then (when the server drew it) the data its state names. */
export const getPage = async (target: Hono, path: string, userAgent = DESKTOP) => {
  const res = await target.request(path, { headers: { accept: 'text/html', 'user-agent': userAgent } });
  const html = await res.text();
  const sent = pageState(html);
  const queries = sent?.queriesAt
    ? ((await (await askForData(target, path, sent.queriesAt, userAgent)).json()) as SentState['queries'])
    : sent?.queries;
  const state: SentState | undefined = sent && { ...sent, ...(queries ? { queries } : {}) };
  return { res, html, state };
};
