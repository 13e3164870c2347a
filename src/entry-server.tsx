import { Writable } from 'node:stream';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import type { AxiosAdapter } from 'axios';
import { StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { BlockDefinition, BlockRegistry } from '@blocks/define-block';
import { blockRegistry } from '@blocks/registry';
import { provideSanitizerWindow } from '@/components/ui/safe-html';
import { pageContentQueryOptions } from '@/features/content/api/page-content';
import { http } from '@/lib/http';
import { TitleSinkContext } from '@/app/hooks/use-document-title';
import { seedEntries } from '@/app/initial-data';
import { AppProviders, createQueryClient } from '@/app/providers';
import { appRoutes, CATCH_ALL_PATH, preloadAllRouteModules, preloadRouteModules } from '@/app/router';
import { preloadBlocks, type SsrState } from '@/app/ssr-state';

/**
 * The server renderer (ADR 014), built by `npm run build` into dist/server/entry-server.js and called by
 * server/http/ssr.ts. It renders a page's HTML from the first data the server also inlines for the
 * browser, so the browser's first render (hydration) starts from exactly the same state.
 */

export interface RenderRequest {
  /** Path and query of the page. */
  url: string;
  /** The inlined first data (`[{ call, body?, response }]`, server/http/page-boot.ts). */
  entries: unknown;
  /** The server's device guess: which content set (browser or mobile) to render. */
  mobile: boolean;
  /** Give up after this long; the caller then serves the page unrendered. */
  budgetMs: number;
}

export interface RenderResult {
  /** The markup for inside #root. */
  html: string;
  /** What the browser needs to hydrate it (the ssr-state data block). */
  state: SsrState;
  /** The page's document title, when it set one. */
  title?: string;
}

/**
 * What the server gives the renderer: a DOM window for the HTML sanitizer (Node has none), and its own
 * API answered in-process, for the data blocks ask for while the page renders.
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

let setUp: Promise<void> | undefined;

/**
 * Once per process, before the first render: a DOM for the HTML sanitizer (CMS HTML must come out as in
 * the browser) and the code of every block and page, so that they render at once instead of as skeletons.
 */
export function prepare(host: RendererHost): Promise<void> {
  setUp ??= (async () => {
    provideSanitizerWindow(host.createWindow());
    if (host.api) http.defaults.adapter = inProcess(host.api);
    await Promise.all([preloadBlocks(blockRegistry, Object.keys(blockRegistry)), preloadAllRouteModules()]);
  })();
  return setUp;
}

/** The registry with each block noting that it rendered, so the browser can load that code first. */
function noteUsedBlocks(used: Set<string>): BlockRegistry {
  return Object.fromEntries(
    Object.entries(blockRegistry).map(([key, block]: [string, BlockDefinition]) => [
      key,
      {
        ...block,
        render(props: object) {
          used.add(key);
          return block.render(props);
        },
      },
    ]),
  );
}

/** Renders the whole tree, Suspense boundaries and lazy code included, to a string (or fails). */
function renderToHtml(element: ReactNode, budgetMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    // Any error, even one a Suspense boundary would leave to the browser, fails the render: the
    // browser would log it as a recoverable hydration error, so the page is better served unrendered.
    let failure: unknown;
    // React starts rendering on a later tick, so the callbacks below only ever see `timer` assigned.
    const stream = renderToPipeableStream(element, {
      // Whole boundaries stay inline: React would otherwise move large ones into inline scripts ($RC),
      // which the CSP forbids and which only help streaming, not a page sent in one piece.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onShellError(error) {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError(error) {
        failure ??= error;
      },
      onAllReady() {
        clearTimeout(timer);
        if (failure) reject(failure instanceof Error ? failure : new Error(String(failure)));
        else stream.pipe(sink);
      },
    });
    const timer = setTimeout(() => stream.abort(new Error(`server render took longer than ${budgetMs} ms`)), budgetMs);
  });
}

/**
 * Asks for the data the page's blocks wanted while rendering (server-side queries do not fetch), within
 * `ms`. What has not arrived by then is cancelled, so the next render and the browser agree on it.
 * Returns the hashes of the queries now answered.
 */
async function fetchWantedData(client: QueryClient, ms: number): Promise<Set<string>> {
  // A query turned off (`enabled: false`, such as the signed-in shopper's) stays off, as in the browser.
  const wanted = client
    .getQueryCache()
    .getAll()
    .filter(
      (query) =>
        query.state.status === 'pending' &&
        typeof query.options.queryFn === 'function' &&
        (query.options as { enabled?: unknown }).enabled !== false,
    );
  if (wanted.length === 0) return new Set();
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    Promise.all(
      wanted.map((query) => client.prefetchQuery({ ...query.options, queryKey: query.queryKey, retry: false })),
    ),
    new Promise((resolve) => (timer = setTimeout(resolve, ms))),
  ]);
  clearTimeout(timer);
  await client.cancelQueries();
  return new Set(wanted.filter((query) => query.state.status === 'success').map((query) => query.queryHash));
}

/** Whether the back office answered the content page `slug` with a page (after fetchWantedData). */
function isKnownPage(client: QueryClient, slug: string | undefined): boolean {
  const answer = slug ? client.getQueryData(pageContentQueryOptions(slug).queryKey) : undefined;
  return answer?.status === 'success' && Boolean(answer.data);
}

/**
 * Renders `url`, or resolves null for a path the browser must handle itself (the catch-all redirect to
 * /error_404, a router redirect or error). Rejects when rendering fails; the caller falls back.
 *
 * The page renders twice when its blocks ask for data the first data did not hold (a product list, the
 * team): once to learn what they ask for, then with the answers, which go to the browser as dehydrated
 * queries so that it hydrates the same content.
 */
export async function render({ url, entries, mobile, budgetMs }: RenderRequest): Promise<RenderResult | null> {
  if (!setUp) throw new Error('render() before prepare()');
  await setUp;
  const deadline = Date.now() + budgetMs;
  const left = () => Math.max(1, deadline - Date.now());
  const handler = createStaticHandler(appRoutes);
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response || context.errors) return null;
  const leaf = context.matches.at(-1)?.route;
  if (!leaf || leaf.path === CATCH_ALL_PATH) return null;
  await preloadRouteModules(appRoutes, context.location.pathname);

  const client = createQueryClient();
  seedEntries(client, entries);
  const pass = async () => {
    const used = new Set<string>();
    const head: { title?: string } = {};
    const html = await renderToHtml(
      <StrictMode>
        <TitleSinkContext.Provider value={head}>
          <AppProviders client={client} registry={noteUsedBlocks(used)} mobileGuess={mobile}>
            <StaticRouterProvider
              router={createStaticRouter(handler.dataRoutes, context)}
              context={context}
              hydrate={false}
            />
          </AppProviders>
        </TitleSinkContext.Provider>
      </StrictMode>,
      left(),
    );
    return { html, used, head };
  };
  try {
    let page = await pass();
    const answered = await fetchWantedData(client, left() / 2);
    // A content page the back office does not know goes to /error_404 (shell §8), a redirect that only
    // the browser makes (<Navigate> does nothing on the server): it gets the page unrendered, as before.
    if (leaf.path === ':slug' && !isKnownPage(client, context.matches.at(-1)?.params.slug)) return null;
    if (answered.size > 0) page = await pass();
    const queries = dehydrate(client, { shouldDehydrateQuery: (query) => answered.has(query.queryHash) });
    return {
      html: page.html,
      ...(page.head.title ? { title: page.head.title } : {}),
      state: {
        mobile,
        blocks: [...page.used],
        router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
        ...(answered.size > 0 ? { queries } : {}),
      },
    };
  } finally {
    client.clear();
  }
}
