import type { Context, Hono } from 'hono';
import { API_PREFIX } from '@schemas/contract';
import { compress, pickEncoding } from './compression';
import { createFileServer } from './file-server';
import { asOnTheWire, EMPTY_BOOT, initialDataTag, jsonDataTag, type PageBoot } from './page-boot';
import { createPageRenderer, distRendererLoader, guessMobile, type PageRenderer, type RenderedPage } from './ssr';

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

/** The server renderer's build (dist/server/) is code for this process, not for browsers. */
const isPrivate = (path: string) => path === '/server' || path.startsWith('/server/');

const ROOT = '<div id="root"></div>';

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * index.html with the page's first data and, when the server rendered it, its markup inside #root, its
 * title and the hydration state (ADR 011, ADR 014). Replacements use functions: CMS text may hold `$&`.
 */
function pageHtml(index: string, entries: unknown[], page: RenderedPage | null): string {
  let html = index;
  let tags = entries.length > 0 ? initialDataTag(asOnTheWire(entries) as PageBoot['entries']) : '';
  if (page) {
    html = html.replace(ROOT, () => `<div id="root">${page.html}</div>`);
    if (page.title)
      html = html.replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeText(page.title ?? '')}</title>`);
    tags += jsonDataTag('ssr-state', page.state);
  }
  return html.replace('</body>', () => `${tags}</body>`);
}

/** The device guess a rendered page depends on, for caches between here and the shopper. */
const VARY_RENDERED = 'Accept-Encoding, Sec-CH-UA-Mobile, User-Agent';

/**
 * Serves the built storefront from `staticDir`: real files first, then index.html for page navigations
 * (the router draws the page, including its 404), else a plain 404. Registered last. `bootFor` gives a
 * page's preload hints and inlined first data (see page-boot.ts); `renderer` renders the page into the
 * HTML when it can (ssr.ts), by default the one built next to the storefront (dist/server/).
 */
export function serveStaticSite(
  app: Hono,
  staticDir: string,
  bootFor: (path: string) => Promise<PageBoot> = async () => EMPTY_BOOT,
  renderer: (PageRenderer & { warm?(): Promise<void> }) | null = createPageRenderer(distRendererLoader(staticDir), {
    // The blocks' data is asked of this same app, in-process.
    api: async (url, init) => app.request(url, init),
  }),
): { warm(): Promise<void> } {
  const files = createFileServer(staticDir);

  /** Renders the page from its first data and the shell's, or null (serve it unrendered). */
  const render = async (c: Context, boot: PageBoot | null, entries: unknown[]) => {
    if (!renderer || !boot || boot.shell.length === 0) return null;
    const search = new URL(c.req.url).search;
    const mobile = guessMobile({ clientHint: c.req.header('sec-ch-ua-mobile'), userAgent: c.req.header('user-agent') });
    return renderer.render(`${c.req.path}${search}`, asOnTheWire(entries) as PageBoot['entries'], mobile);
  };

  app.get('*', async (c) => {
    // Hono has already percent-decoded the path (keeping %2F and %25), so it is not decoded again.
    const path = c.req.path;
    const real = path.endsWith('/') || isPrivate(path) ? null : await files.serve(c, path, cacheControlFor(path));
    if (real) return real;
    const wantsPage = (c.req.header('accept') ?? '').includes('text/html') || path === '/';
    if (!wantsPage || notSpa(path) || isPrivate(path)) return c.text('Not found\n', 404);
    // The boot is an optimisation: a failed lookup still serves the page, which then asks the API itself.
    const boot = await bootFor(path).catch(() => null);
    const link = boot && boot.links.length > 0 ? { Link: boot.links.join(', ') } : {};
    const raw = await files.read('/index.html');
    if (!raw) return c.text(NOT_BUILT, 503);
    const index = raw.toString('utf8');
    const entries = boot ? [...boot.shell, ...boot.entries] : [];
    const page = index.includes(ROOT) ? await render(c, boot, entries) : null;
    if (!page && (!boot || boot.entries.length === 0)) {
      const plain = await files.serve(c, '/index.html', REVALIDATE);
      if (!plain) return c.text(NOT_BUILT, 503);
      if (link.Link) plain.headers.set('Link', link.Link);
      return plain;
    }
    // Unrendered, the page gets only its own first data: the shell then loads as before (ADR 011).
    const html = Buffer.from(pageHtml(index, page ? entries : (boot?.entries ?? []), page));
    const encoding = pickEncoding(c.req.header('accept-encoding'));
    const body = encoding ? await compress(html, encoding, 'dynamic') : html;
    return c.body(new Uint8Array(body), 200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': REVALIDATE,
      Vary: page ? VARY_RENDERED : 'Accept-Encoding',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
      ...link,
    });
  });
  return {
    // The renderer's one-off set-up (its code, a DOM for the sanitizer) is done ahead of the first page.
    warm: async () => {
      await Promise.all([files.warm(), renderer?.warm?.()]);
    },
  };
}
