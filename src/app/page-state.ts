import type { DehydratedState } from '@tanstack/react-query';
import { PAGE_QUERIES_ID, pageQueriesUrl } from '@schemas/page-queries';
import type { SanitizedLater } from '@/components/ui/safe-html';
import type { BlockRegistry, BlockType } from '@/renderer/define-block';

/** The id of the JSON data block the server sends with a page (server/http/static-site.ts). */
export const PAGE_STATE_ID = 'page-state';

/** What the browser needs to hydrate server-rendered HTML with the same first render (ADR 014). */
export interface RenderState {
  /** The server's device guess: which content set it drew. */
  mobile: boolean;
  /** The blocks the page drew: their code must be loaded before the page hydrates. */
  blocks: BlockType[];
  /** The guest's mirrored browser storage the server drew the page with (ADR 024), by storage key. */
  storage?: Record<string, string>;
  /** CMS HTML the server sanitized for the browser to draw after hydration (ADR 044), by its key. */
  sanitized?: SanitizedLater;
}

/**
 * The one channel from server to browser (ADR 016): the page's data as dehydrated queries (the data its
 * route declares, and the data its blocks asked for while it was drawn), the path the page is for (the
 * 404 page's, when the URL names nothing), and, when the server drew the page, how to hydrate it.
 */
export interface PageState {
  path: string;
  queries?: DehydratedState;
  /**
   * A drawn page's data is not in its HTML (ADR 040): this id names it, and the page asks its own URL for it
   * (pageQueries) once its largest paint is done.
   */
  queriesAt?: string;
  render?: RenderState;
}

declare global {
  interface Window {
    /** The page's data, asked for by the inline loader (app-loader.ts) beside the app's code. */
    __pageQueries?: Promise<unknown>;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isStringRecord = (value: unknown): value is Record<string, string> =>
  isRecord(value) && Object.values(value).every((v) => typeof v === 'string');

const isDehydrated = (value: unknown): value is DehydratedState =>
  isRecord(value) && Array.isArray(value.queries) && Array.isArray(value.mutations);

/** Asks the page's own URL for its data, kept under `id` when the server drew it (ADR 040); null on failure. */
export function fetchPageQueries(id: string): Promise<unknown> {
  return fetch(pageQueriesUrl(location.pathname, location.search, id), {
    headers: { accept: 'application/json' },
    credentials: 'same-origin',
  }).then(
    (response) => (response.ok ? (response.json() as Promise<unknown>) : null),
    () => null,
  );
}

/**
 * A drawn page's data (ADR 040): the answer to the loader's call, or to one more of our own if that failed or
 * was never made (a development server has no loader); undefined when neither came.
 */
export async function pageQueries(
  id: string,
  asked: Promise<unknown> | undefined = window.__pageQueries,
  ask: (id: string) => Promise<unknown> = fetchPageQueries,
): Promise<DehydratedState | undefined> {
  const first = await (asked ?? null)?.catch(() => null);
  if (isDehydrated(first)) return first;
  const again = await ask(id).catch(() => null);
  return isDehydrated(again) ? again : undefined;
}

/**
 * The state from its JSON, or null when it is not one (then the page starts on the client alone). Only
 * the containers are checked: TanStack's hydrate() checks each query itself, and a render state of the
 * wrong shape makes React draw the page afresh rather than fail.
 */
export function parsePageState(value: unknown): PageState | null {
  if (!isRecord(value) || typeof value.path !== 'string' || !value.path.startsWith('/')) return null;
  const { path, queries, queriesAt, render } = value;
  return {
    path,
    ...(isDehydrated(queries) ? { queries } : {}),
    ...(typeof queriesAt === 'string' && PAGE_QUERIES_ID.test(queriesAt) ? { queriesAt } : {}),
    ...(isRecord(render) &&
    typeof render.mobile === 'boolean' &&
    Array.isArray(render.blocks) &&
    (render.storage === undefined || isStringRecord(render.storage)) &&
    (render.sanitized === undefined || isStringRecord(render.sanitized))
      ? { render: render as unknown as RenderState }
      : {}),
  };
}

/** Parses (and removes) a JSON data block of the page; undefined when absent or malformed. */
export function takeJsonBlock(id: string, doc: Document = document): unknown {
  const element = doc.getElementById(id);
  if (!element?.textContent) return undefined;
  element.remove();
  try {
    return JSON.parse(element.textContent) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Starts loading the code of every listed block; resolves when all have settled (never rejects). In the
 * browser `between` runs between two blocks: starting a block's load adds a `<link rel=modulepreload>` per
 * file it needs, 3–5 ms each on a slowed phone, so a page's twenty such files are not one long task
 * (ADR 038).
 */
export async function preloadBlocks(
  registry: BlockRegistry,
  types: readonly BlockType[],
  between?: () => Promise<void>,
): Promise<unknown> {
  const loads: Promise<void>[] = [];
  for (const [index, type] of types.entries()) {
    if (between && index > 0) await between();
    const load = registry[type]?.preload();
    if (load) loads.push(load);
  }
  return Promise.all(loads);
}
