import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Context, Hono } from 'hono';
import { API_PREFIX } from '@schemas/call';
import { mirroredStorage } from '@schemas/storage-mirror';
import { compress, compressPage, pickEncoding } from './compression';
import { createFileServer } from './file-server';
import { escapeAttribute, escapeText } from './html-escape';
import { jsonDataTag } from './json-data-tag';
import { serverMessages } from '../messages';
import {
  createPageQueriesStore,
  PAGE_QUERIES_ID,
  PAGE_QUERIES_PARAM,
  pageQueriesOf,
  type PageQueriesStore,
} from './page-queries';
import { createPageStyles } from './page-style';
import { missingPreloadTags } from './preload-tags';
import { guessMobile, type PageData, type PageHeadFields, type PageRenderer, type RenderedPage } from './rendered-page';
import { createPageRenderer, distRendererLoader } from './ssr';

/** Hashed file names change with their content, so they may be cached for good (task: static serving). */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const SHORT = 'public, max-age=86400';

const NOT_BUILT =
  'The storefront has not been built yet.\nRun `npm run build` (or `npm start`, which builds it first), then reload this page.\n';

const cacheControlFor = (path: string) =>
  path.startsWith('/assets/') ? IMMUTABLE : path.endsWith('.html') ? REVALIDATE : SHORT;

/** Routes the storefront path space cannot answer with index.html: they have their own 404s. */
const notSpa = (path: string) =>
  path.startsWith(`${API_PREFIX}/`) || path.startsWith('/media/') || path.startsWith('/assets/');

/**
 * The server renderer's build (dist/server/) is code for this process, not for browsers. The check is on
 * the path as the file server will resolve it (`//server/x`, `/./server/x` and `/media/../server/x` all
 * name dist/server/x), so no spelling of the path gets past it.
 */
export function isPrivate(path: string): boolean {
  const segments: string[] = [];
  for (const segment of path.split(/[/\\]+/)) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return segments[0]?.toLowerCase() === 'server';
}

const ROOT = '<div id="root"></div>';

/** The structured data block's id (src/lib/page-head.ts removes it when the browser leaves the page). */
const STRUCTURED_DATA_ID = 'structured-data';

/**
 * The page's description, canonical link and JSON-LD (issue 9 §3, product pages). JSON-LD is a data block,
 * not a script (the CSP without inline scripts holds); `<` and the two line separators are escaped as in
 * the page-state block, so product text cannot close the element.
 */
function headHtml(html: string, head: PageHeadFields, origin: string): string {
  let out = html;
  if (head.description !== undefined) {
    const description = escapeAttribute(head.description);
    out = out.replace(/<meta\s+name="description"[^>]*>/, () => `<meta name="description" content="${description}" />`);
  }
  const extra: string[] = [];
  if (head.canonical)
    extra.push(`<link rel="canonical" href="${escapeAttribute(new URL(head.canonical, origin).href)}" />`);
  if (head.structuredData) {
    const json = JSON.stringify(head.structuredData)
      .replace(/</g, '\\u003c')
      .replace(/\u2028/g, '\\u2028')
      .replace(/\u2029/g, '\\u2029');
    extra.push(`<script type="application/ld+json" id="${STRUCTURED_DATA_ID}">${json}</script>`);
  }
  return extra.length > 0 ? out.replace('</head>', () => `${extra.join('')}</head>`) : out;
}

/** A drawn page's state apart from its data (its dehydrated queries), which the page asks for later (ADR 040). */
function withoutQueries(state: unknown): { rest: Record<string, unknown>; queries: unknown } {
  const { queries, ...rest } = state as Record<string, unknown>;
  return { rest, queries };
}

/**
 * index.html with the page's state and, when the server drew it, its markup inside #root and its title (ADR
 * 014, ADR 016). A drawn page's state says how to hydrate it and the id its data is kept under (`queriesAt`, ADR
 * 040); a page served undrawn carries its data. Replacements use functions: CMS text may hold `$&`.
 */
function pageHtml(
  index: string,
  data: PageData,
  page: RenderedPage | null,
  origin: string,
  queriesAt: (queries: unknown) => string | null,
): string {
  let html = index;
  let state = data.state;
  if (page) {
    html = html.replace(ROOT, () => `<div id="root">${page.html}</div>`);
    if (page.title)
      html = html.replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeText(page.title ?? '')}</title>`);
    if (page.head) html = headHtml(html, page.head, origin);
    const preloads = missingPreloadTags(data.links, page.html);
    if (preloads) html = html.replace('</title>', () => `</title>${preloads}`);
    const { rest, queries } = withoutQueries(page.state);
    const at = queries === undefined ? null : queriesAt(queries);
    state = at ? { ...rest, queriesAt: at } : page.state;
  }
  const tag = jsonDataTag('page-state', state);
  return html.replace('</body>', () => `${tag}</body>`);
}

/** The device guess and storage mirror a rendered page depends on, for caches between here and the shopper. */
const VARY_RENDERED = 'Accept-Encoding, Cookie, Sec-CH-UA-Mobile, User-Agent';

/** The built index.html of `staticDir` as it is now, or '' before a build (the site answers 503 then). */
export function builtIndexHtml(staticDir: string): string {
  try {
    return readFileSync(join(staticDir, 'index.html'), 'utf8');
  } catch {
    return '';
  }
}

/**
 * Serves the built storefront from `staticDir`: real files first, then index.html for page navigations,
 * else a plain 404. Registered last. The `renderer` (ssr.ts; by default the one built next to the
 * storefront, dist/server/) loads each page's data as its route declares it, which gives the status
 * (404 for a URL that names nothing) and the preload hints, then draws the page into the HTML.
 */
export function serveStaticSite(
  app: Hono,
  staticDir: string,
  renderer: (PageRenderer & { warm?(): Promise<void> }) | null = createPageRenderer(distRendererLoader(staticDir), {
    // The pages' data is asked of this same app, in-process.
    api: async (url, init) => app.request(url, init),
  }),
  /** The origin of canonical links (PUBLIC_URL); else each request's own. */
  canonicalOrigin?: string,
): { warm(): Promise<void> } {
  const files = createFileServer(staticDir);
  const styles = createPageStyles((path) => files.read(path));
  const kept: PageQueriesStore = createPageQueriesStore();

  /** The device guess and the guest's mirrored storage a page is drawn with, from its request. */
  const drawnFor = (header: (name: string) => string | undefined) => ({
    mobile: guessMobile({ clientHint: header('sec-ch-ua-mobile'), userAgent: header('user-agent') }),
    // A guest's bag and checkout record, mirrored in cookies scoped to the pages that show them (ADR 024).
    storage: mirroredStorage(header('cookie')),
  });

  /**
   * A drawn page's data (ADR 040), asked for at the page's own URL with the id its HTML named as the last query
   * parameter: kept for this caller when the page was drawn, else drawn afresh for it.
   */
  const pageQueries = async (c: Context, url: string, id: string) => {
    if (!PAGE_QUERIES_ID.test(id)) {
      return c.json(
        {
          status: 'error',
          message: serverMessages.validationFailed,
          errors: { [PAGE_QUERIES_PARAM]: serverMessages.pageQueriesId },
        },
        400,
        { 'Cache-Control': 'no-store' },
      );
    }
    let json = kept.take(id, c.req.header('cookie'));
    if (json === null && renderer) {
      const data = await renderer.load(url);
      if (data && data.status !== 302) {
        const { mobile, storage } = drawnFor((name) => c.req.header(name));
        const page = await renderer.render(url, data, mobile, storage);
        const { queries } = withoutQueries(page ? page.state : data.state);
        if (queries !== undefined) json = JSON.stringify(queries);
      }
    }
    if (json === null) {
      return c.json({ status: 'error', message: serverMessages.notFound }, 404, { 'Cache-Control': 'no-store' });
    }
    const encoding = pickEncoding(c.req.header('accept-encoding'));
    const text = Buffer.from(json);
    const body = encoding ? await compress(text, encoding, 'dynamic') : text;
    return c.body(new Uint8Array(body), 200, {
      'Content-Type': 'application/json; charset=utf-8',
      // The caller's own data (its bag, its account): for it alone, never stored on the way.
      'Cache-Control': 'no-store',
      Vary: VARY_RENDERED,
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    });
  };

  app.get('*', async (c) => {
    // Hono has already percent-decoded the path (keeping %2F and %25), so it is not decoded again.
    const path = c.req.path;
    if (isPrivate(path)) return c.text('Not found\n', 404);
    const real = path.endsWith('/') ? null : await files.serve(c, path, cacheControlFor(path));
    if (real) return real;
    const search = new URL(c.req.url).search;
    const asked = pageQueriesOf(search);
    const wantsPage = (c.req.header('accept') ?? '').includes('text/html') || path === '/';
    if ((!wantsPage && !asked) || notSpa(path)) return c.text('Not found\n', 404);
    if (asked) return pageQueries(c, `${path}${asked.search}`, asked.id);
    const url = `${path}${search}`;
    const raw = await files.read('/index.html');
    if (!raw) return c.text(NOT_BUILT, 503);
    const index = raw.toString('utf8');
    // The data is an optimisation: without it (no renderer, or it failed) the page asks the API itself.
    const data = index.includes(ROOT) && renderer ? await renderer.load(url) : null;
    if (!data) return (await files.serve(c, '/index.html', REVALIDATE)) ?? c.text(NOT_BUILT, 503);
    if (data.status === 302 && data.location) return c.redirect(data.location, 302);
    const { mobile, storage } = drawnFor((name) => c.req.header(name));
    const page = (await renderer?.render(url, data, mobile, storage)) ?? null;
    // A drawn page is styled by the rules that may match it, inline; the whole stylesheet follows (ADR 035).
    const head = page ? await styles.inline(index, page.html) : index;
    const cookie = c.req.header('cookie');
    const html = Buffer.from(
      pageHtml(
        head,
        data,
        page,
        canonicalOrigin ? new URL(canonicalOrigin).origin : new URL(c.req.url).origin,
        (queries) => kept.put(JSON.stringify(queries), cookie),
      ),
    );
    const encoding = pickEncoding(c.req.header('accept-encoding'));
    const body = encoding ? await compressPage(html, encoding) : html;
    return c.body(new Uint8Array(body), data.status, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': REVALIDATE,
      Vary: page ? VARY_RENDERED : 'Accept-Encoding',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
      // A drawn page carries its hints in its head (ADR 043).
      ...(!page && data.links.length > 0 ? { Link: data.links.join(', ') } : {}),
    });
  });
  return {
    // The renderer's one-off set-up (its code, a DOM for the sanitizer) and the stylesheet's index are done
    // ahead of the first page.
    warm: async () => {
      const index = files.read('/index.html').then((raw) => (raw ? styles.warm(raw.toString('utf8')) : undefined));
      await Promise.all([files.warm(), renderer?.warm?.(), index]);
    },
  };
}
