import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { InitialEntry } from './page-boot';

/**
 * Server rendering of the storefront's first paint (docs/decisions/014-server-rendering.md). The server
 * only knows the built renderer (dist/server/entry-server.js, from src/entry-server.tsx) by this shape;
 * whatever it returns is checked, and every failure leaves the page to the browser as before.
 */
export interface RenderedPage {
  /** Markup for inside #root. */
  html: string;
  /** The hydration state, sent as the ssr-state JSON data block. */
  state: unknown;
  title?: string;
}

export interface PageRenderer {
  /** The page for `url` rendered from `entries` for the guessed device, or null (serve it unrendered). */
  render(url: string, entries: readonly InitialEntry[], mobile: boolean): Promise<RenderedPage | null>;
}

interface RenderRequest {
  url: string;
  entries: readonly InitialEntry[];
  mobile: boolean;
  budgetMs: number;
}

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

/** What the renderer module exports: prepare() for its one-off set-up, then render(). */
export interface RendererModule {
  render?: unknown;
  prepare?: unknown;
}

/** Loads the renderer module; resolves null when there is none (not built), which turns rendering off. */
export type RendererLoader = () => Promise<RendererModule | null>;

/**
 * How long a page may take to render before it is served unrendered instead. Rendering takes a few
 * milliseconds; the budget only catches a stuck render, and costs the shopper at most this much.
 */
export const RENDER_BUDGET_MS = 600;

/**
 * Phones get the mobile content set (spec: shell §2, §9 "mobile breakpoint 768 px"). The client hint
 * decides when the browser sends it (Chromium does); otherwise the User-Agent's usual mobile markers.
 */
export function guessMobile(headers: { clientHint?: string | undefined; userAgent?: string | undefined }): boolean {
  const hint = headers.clientHint?.trim();
  if (hint === '?1') return true;
  if (hint === '?0') return false;
  return /Mobi|iPhone|iPod|Android.+Mobile|Windows Phone|Opera Mini/i.test(headers.userAgent ?? '');
}

const isRenderedPage = (value: unknown): value is RenderedPage =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as RenderedPage).html === 'string' &&
  typeof (value as RenderedPage).state === 'object' &&
  ((value as RenderedPage).title === undefined || typeof (value as RenderedPage).title === 'string');

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
 * page), pages are served unrendered rather than kept waiting. Failures (a throw, a render over
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

  /** The prepared render function per loaded module (a rebuild loads a new one). */
  const prepared = new WeakMap<RendererModule, Promise<RenderFunction>>();
  const ready = new WeakSet<RendererModule>();
  const prepare = (module: RendererModule): Promise<RenderFunction> => {
    let pending = prepared.get(module);
    if (!pending) {
      pending = (async () => {
        if (typeof module.render !== 'function') throw new Error('the renderer module exports no render()');
        if (typeof module.prepare !== 'function') throw new Error('the renderer module exports no prepare()');
        await (module.prepare as (host: RendererHost) => Promise<void>)(await createHost(api));
        ready.add(module);
        return module.render as RenderFunction;
      })();
      pending.catch((error: unknown) => logOnce(`Server rendering is off: ${reasonOf(error)}`));
      prepared.set(module, pending);
    }
    return pending;
  };

  return {
    async warm() {
      const module = await load().catch(() => null);
      if (module) await prepare(module).catch(() => undefined);
    },

    async render(url, entries, mobile) {
      try {
        const module = await load();
        if (!module) return null;
        const render = prepare(module);
        if (!ready.has(module)) return null;
        const result = await withinBudget((await render)({ url, entries, mobile, budgetMs }), budgetMs);
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
