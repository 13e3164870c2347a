import { AsyncLocalStorage } from 'node:async_hooks';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { apartFromRequests } from '../db/abandoned';
import { isPageData, isRenderedPage, type PageData, type PageRenderer } from './rendered-page';

/**
 * Server rendering of the storefront's pages (docs/decisions/014-server-rendering.md, 016-where-things-go.md).
 * The server only knows the built renderer (dist/server/entry-server.js, from src/entry-server.tsx) by
 * the shape in rendered-page.ts; whatever it returns is checked, and every failure leaves the page to the browser.
 */

interface LoadRequest {
  url: string;
  budgetMs: number;
}

interface RenderRequest {
  url: string;
  data: PageData;
  mobile: boolean;
  storage: Record<string, string>;
  budgetMs: number;
}

type LoadFunction = (request: LoadRequest) => Promise<unknown>;
type RenderFunction = (request: RenderRequest) => Promise<unknown>;

/**
 * What the renderer needs from its host: a DOM window for its HTML sanitizer (Node has none), and the
 * API answered in-process for the data blocks ask for while rendering.
 */
interface RendererHost {
  createWindow: () => Window & typeof globalThis;
  api?: ApiInProcess;
}

/** The server's own API, called without the network (Hono's app.request). */
export type ApiInProcess = (url: string, init: RequestInit) => Promise<Response>;

/** jsdom, as DOMPurify recommends for Node, loaded only when rendering starts; one window serves all. */
async function createHost(api: ApiInProcess | undefined): Promise<RendererHost> {
  const { JSDOM } = await import('jsdom');
  return { createWindow: () => new JSDOM('<!doctype html>').window, ...(api ? { api } : {}) };
}

/** What the renderer module exports: prepare() for its one-off set-up, then load() and render(). */
export interface RendererModule {
  load?: unknown;
  render?: unknown;
  prepare?: unknown;
}

/** Loads the renderer module; resolves null when there is none (not built), which turns rendering off. */
export type RendererLoader = () => Promise<RendererModule | null>;

/**
 * How long a page's data, and then its drawing, may take before the page is served without them. Each
 * takes a few milliseconds; the budget only catches a stuck one, and costs the shopper at most this much.
 */
export const RENDER_BUDGET_MS = 600;

/** The renderer next to a build: dist/server/entry-server.js, re-imported when a new build replaces it. */
export function distRendererLoader(staticDir: string): RendererLoader {
  const file = join(staticDir, 'server', 'entry-server.js');
  let loaded: { version: number; module: Promise<RendererModule> } | undefined;
  return async () => {
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    if (loaded?.version !== info.mtimeMs) {
      loaded = {
        version: info.mtimeMs,
        module: import(`${pathToFileURL(file).href}?v=${info.mtimeMs}`) as Promise<RendererModule>,
      };
    }
    return loaded.module;
  };
}

/** `promise`, or a rejection once `ms` have passed. */
function withinBudget<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`took longer than ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * A page renderer over `load`. Until the module is loaded and prepared (started by warm() or the first
 * page), pages are served unrendered rather than kept waiting. Failures (a throw, a step over
 * `budgetMs`, a result of the wrong shape) resolve null and are logged once per kind, so a broken
 * renderer cannot flood the log.
 */
export function createPageRenderer(
  load: RendererLoader,
  {
    budgetMs = RENDER_BUDGET_MS,
    log = (line: string) => console.error(line),
    api,
  }: { budgetMs?: number; log?: (line: string) => void; api?: ApiInProcess } = {},
): PageRenderer & { warm(): Promise<void> } {
  const logged = new Set<string>();
  const logOnce = (line: string) => {
    if (logged.has(line)) return;
    logged.add(line);
    log(line);
  };

  // The in-process calls a page's load or render makes are watched. A server error among them (the database is
  // down: 503) means the data is not the page's, and a page drawn from it would say what is not so: the renderer
  // takes a page whose data it lacks for one that does not exist, and an existing page went out as the 404 page.
  // So does a load that ends with a call still unanswered (slow under load: the renderer stops waiting within its
  // budget). Either way the page is served unrendered, and the browser asks for its data itself (ADR 033).
  const pageCalls = new AsyncLocalStorage<{ serverError: boolean; pending: number }>();
  const watchedApi: ApiInProcess | undefined = api
    ? async (url, init) => {
        const scope = pageCalls.getStore();
        if (scope) scope.pending += 1;
        try {
          const response = await api(url, init);
          if (scope && response.status >= 500) scope.serverError = true;
          return response;
        } finally {
          if (scope) scope.pending -= 1;
        }
      }
    : undefined;
  /** Runs a step, failing it when one of its calls answered a server error or, with `complete`, is unanswered. */
  const watched = async <T>(step: () => Promise<T>, { complete = false } = {}): Promise<T> => {
    const scope = { serverError: false, pending: 0 };
    const result = await pageCalls.run(scope, step);
    if (scope.serverError) throw new Error('a call for its data answered with a server error');
    if (complete && scope.pending > 0) throw new Error('a call for its data was still unanswered');
    return result;
  };

  interface Steps {
    load: LoadFunction;
    render: RenderFunction;
  }
  /** The prepared steps per loaded module (a rebuild loads a new one). */
  const prepared = new WeakMap<RendererModule, Promise<Steps>>();
  const ready = new WeakMap<RendererModule, Steps>();
  const prepare = (module: RendererModule): Promise<Steps> => {
    let pending = prepared.get(module);
    if (!pending) {
      // Shared by every later page, so apart from the request that happened to start it (ADR 068).
      pending = apartFromRequests(async () => {
        if (typeof module.load !== 'function') throw new Error('the renderer module exports no load()');
        if (typeof module.render !== 'function') throw new Error('the renderer module exports no render()');
        if (typeof module.prepare !== 'function') throw new Error('the renderer module exports no prepare()');
        await (module.prepare as (host: RendererHost) => Promise<void>)(await createHost(watchedApi));
        const steps = { load: module.load as LoadFunction, render: module.render as RenderFunction };
        ready.set(module, steps);
        warmedUp = true;
        return steps;
      });
      pending.catch((error: unknown) => logOnce(`Server rendering is off: ${reasonOf(error)}`));
      prepared.set(module, pending);
    }
    return pending;
  };

  /** Whether a module has been prepared: until then a page does not wait even for the import (ADR 056). */
  let warmedUp = false;
  /** The prepared steps, or null while the renderer is absent or still warming up. */
  const steps = async (): Promise<Steps | null> => {
    if (!warmedUp) {
      void load()
        .then((module) => module && prepare(module))
        .catch(() => undefined);
      return null;
    }
    const module = await load();
    if (!module) return null;
    void prepare(module).catch(() => undefined);
    return ready.get(module) ?? null;
  };

  return {
    async warm() {
      const module = await load().catch(() => null);
      if (module) await prepare(module).catch(() => undefined);
    },

    async load(url) {
      try {
        const prepared = await steps();
        if (!prepared) return null;
        const result = await watched(() => withinBudget(prepared.load({ url, budgetMs }), budgetMs), {
          complete: true,
        });
        if (result === null) return null;
        if (!isPageData(result)) throw new Error('the renderer loaded something other than page data');
        return result;
      } catch (error) {
        logOnce(`Loading a page's data failed, the page was served without it (not logged again): ${reasonOf(error)}`);
        return null;
      }
    },

    async render(url, data, mobile, storage = {}) {
      try {
        const prepared = await steps();
        if (!prepared) return null;
        const result = await watched(() =>
          withinBudget(prepared.render({ url, data, mobile, storage, budgetMs }), budgetMs),
        );
        if (result === null) return null;
        if (!isRenderedPage(result)) throw new Error('the renderer returned something other than a page');
        return result;
      } catch (error) {
        logOnce(`Server rendering failed, the page was served unrendered (not logged again): ${reasonOf(error)}`);
        return null;
      }
    },
  };
}
