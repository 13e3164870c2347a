import { dehydrate, hydrate, type DehydratedState } from '@tanstack/react-query';
import type { AxiosAdapter } from 'axios';
import { StrictMode } from 'react';
import { StaticRouter } from 'react-router-dom';
import { LaterHtmlContext, provideSanitizer } from '@/components/ui/safe-html';
import { collectSanitizedLater } from '@/components/ui/sanitized-later';
import { provideSanitizerWindow, sanitizeHtml } from '@/components/ui/sanitize-html';
import { http } from '@/lib/http';
import { HeadSinkContext, type PageHead } from '@/lib/page-head';
import { appRegistry } from '@/app/block-registry';
import { TitleSinkContext } from '@/app/hooks/use-document-title';
import { preloadBlocks, type PageState } from '@/app/page-state';
import { AppProviders, createQueryClient } from '@/app/providers';
import { NOT_FOUND_PATH } from '@/app/route-table';
import { fetchWantedData, noteUsedBlocks, renderToHtml, within } from '@/app/server-render';
import { AppRoutes, buildRoutes, matchedRoutes, preloadAllRouteModules, preloadRouteModules } from '@/app/router';

/**
 * The server renderer (ADR 014, ADR 016), built by `npm run build` into dist/server/entry-server.js and
 * called by server/http/ssr.ts in two steps. `load` fetches the data the URL's routes declare (the route
 * table, src/app/route-table.tsx) and says the page's status and preload hints; `render` draws the page
 * from that data. Both hand the browser one state (the page-state data block), so its first render
 * (hydration) starts from exactly what the server drew.
 */

export interface LoadRequest {
  /** Path and query of the page. */
  url: string;
  /** Give up after this long; what has not arrived is left for the browser to ask for. */
  budgetMs: number;
}

/**
 * What `load` found: the page's status (302 with `location` when its route sends the URL on), its preload
 * hints, and the state the browser is to start from.
 */
export interface PageData {
  status: 200 | 302 | 404;
  location?: string;
  /** `Link: rel=preload` values for the page's largest image. */
  links: string[];
  state: PageState;
}

export interface RenderRequest {
  /** Path and query of the page. */
  url: string;
  /** What `load` answered for it. */
  data: PageData;
  /** The server's device guess: which content set (browser or mobile) to render. */
  mobile: boolean;
  /** The guest's mirrored browser storage from the request's cookies, by storage key (ADR 024). */
  storage?: Record<string, string>;
  /** Give up after this long; the caller then serves the page unrendered. */
  budgetMs: number;
}

export interface RenderResult {
  /** The markup for inside #root. */
  html: string;
  /** What the browser needs to hydrate it (the page-state data block). */
  state: PageState;
  /** The page's document title, when it set one. */
  title?: string;
  /** What else the page says of itself for the document's head (a product's description, canonical URL, JSON-LD). */
  head?: Omit<PageHead, 'title'>;
}

/**
 * What the server gives the renderer: a DOM window for the HTML sanitizer (Node has none), and its own
 * API answered in-process, for the data routes declare and blocks ask for.
 */
export interface RendererHost {
  createWindow: () => Window & typeof globalThis;
  api?: (url: string, init: RequestInit) => Promise<Response>;
}

/** Axios over the host's in-process API: the storefront's calls (callApi) work unchanged on the server. */
function inProcess(api: NonNullable<RendererHost['api']>): AxiosAdapter {
  return async (config) => {
    const url = `${config.baseURL ?? ''}${config.url ?? ''}`;
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(config.headers.toJSON())) {
      if (typeof value === 'string') headers[name] = value;
    }
    const response = await api(url, {
      method: (config.method ?? 'get').toUpperCase(),
      headers,
      ...(typeof config.data === 'string' ? { body: config.data } : {}),
    });
    const data = await response.text();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return { data, status: response.status, statusText: response.statusText, headers: {}, config, request: null };
  };
}

/** The routes, as the browser's router has them. */
const appRoutes = buildRoutes();

let setUp: Promise<void> | undefined;

/**
 * Once per process, before the first render: a DOM for the HTML sanitizer (CMS HTML must come out as in
 * the browser) and the code of every block and page, so that they render at once instead of as skeletons.
 */
export function prepare(host: RendererHost): Promise<void> {
  setUp ??= (async () => {
    provideSanitizerWindow(host.createWindow());
    provideSanitizer(sanitizeHtml);
    if (host.api) http.defaults.adapter = inProcess(host.api);
    await Promise.all([preloadBlocks(appRegistry, Object.keys(appRegistry)), preloadAllRouteModules()]);
  })();
  return setUp;
}

const BASE = 'http://localhost';

/**
 * Fetches the data the routes of `url` declare (the frame's, then the page's), within `budgetMs`, and
 * says what the server answers: 404 with the 404 page when a route finds the URL names nothing the back
 * office has (an unknown content page, a deeper unknown path); null for a path no route matches.
 */
export async function load({ url, budgetMs }: LoadRequest): Promise<PageData | null> {
  if (!setUp) throw new Error('load() before prepare()');
  const target = new URL(url, BASE);
  const steps = matchedRoutes(appRoutes, target);
  if (steps.length === 0) return null;
  const leaf = steps.at(-1);
  const location = leaf?.handle?.route?.redirect?.(leaf.args);
  if (location) return { status: 302, location, links: [], state: { path: target.pathname } };
  const client = createQueryClient();
  try {
    const queries = (await Promise.all(steps.map(({ handle, args }) => handle?.data?.(args) ?? []))).flat();
    // The rest of the budget is the margin to answer in, before the server gives up on the step.
    await within(Promise.all(queries.map((query) => query.prefetch(client, { retry: false }))), budgetMs * 0.75);
    await client.cancelQueries();
    const missing = (
      await Promise.all(steps.map(({ handle, args }) => handle?.route?.missing?.(client, args) ?? false))
    ).some(Boolean);
    const links = !missing && leaf ? await (leaf.handle?.route?.hints?.(client, leaf.args) ?? []) : [];
    return {
      status: missing ? 404 : 200,
      links,
      state: { path: missing ? NOT_FOUND_PATH : target.pathname, queries: dehydrate(client) },
    };
  } finally {
    client.clear();
  }
}

/**
 * Renders the page `load` answered for `url` (the 404 page, when that is what it found). Rejects when
 * rendering fails; the caller then serves the page unrendered, with the data.
 *
 * The page renders twice when its blocks ask for data its route did not declare (a product list, the
 * team): once to learn what they ask for, then with the answers, which go to the browser with the rest.
 */
export async function render({
  url,
  data,
  mobile,
  storage = {},
  budgetMs,
}: RenderRequest): Promise<RenderResult | null> {
  if (!setUp) throw new Error('render() before prepare()');
  await setUp;
  const deadline = Date.now() + budgetMs;
  const left = () => Math.max(1, deadline - Date.now());
  const target = new URL(url, BASE);
  const location = data.state.path === target.pathname ? target : new URL(data.state.path, BASE);
  await preloadRouteModules(appRoutes, location.pathname);

  const client = createQueryClient();
  if (data.state.queries) hydrate(client, data.state.queries);
  const pass = async () => {
    const used = new Set<string>();
    const head: { title?: string } = {};
    const pageHead: PageHead = {};
    const later = collectSanitizedLater();
    const html = await renderToHtml(
      <StrictMode>
        <LaterHtmlContext.Provider value={later}>
          <HeadSinkContext.Provider value={pageHead}>
            <TitleSinkContext.Provider value={head}>
              <AppProviders client={client} registry={noteUsedBlocks(used)} mobileGuess={mobile} stored={storage}>
                <StaticRouter location={`${location.pathname}${location.search}`}>
                  <AppRoutes routes={appRoutes} />
                </StaticRouter>
              </AppProviders>
            </TitleSinkContext.Provider>
          </HeadSinkContext.Provider>
        </LaterHtmlContext.Provider>
      </StrictMode>,
      left(),
    );
    return { html, used, head, pageHead, later };
  };
  try {
    let page = await pass();
    const answered = await fetchWantedData(client, left() / 2);
    if (answered.size > 0) page = await pass();
    const queries: DehydratedState = dehydrate(client);
    const { title: pageTitle, ...head } = page.pageHead;
    // Sanitized once, for the pass the page is sent with.
    const sanitized = page.later.entries();
    const title = pageTitle ?? page.head.title;
    return {
      html: page.html,
      ...(title ? { title } : {}),
      ...(Object.keys(head).length > 0 ? { head } : {}),
      state: {
        path: data.state.path,
        queries,
        render: {
          mobile,
          ...(Object.keys(storage).length > 0 ? { storage } : {}),
          ...(Object.keys(sanitized).length > 0 ? { sanitized } : {}),
          blocks: [...page.used],
        },
      },
    };
  } finally {
    client.clear();
  }
}
