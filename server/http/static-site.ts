import type { Hono } from 'hono';
import { API_PREFIX } from '@schemas/contract';
import { compress, pickEncoding } from './compression';
import { createFileServer } from './file-server';
import { EMPTY_BOOT, initialDataTag, type PageBoot } from './page-boot';

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
 * Serves the built storefront from `staticDir`: real files first, then index.html for page navigations
 * (the router draws the page, including its 404), else a plain 404. Registered last. `bootFor` gives a
 * page's preload hints and inlined first data (see page-boot.ts).
 */
export function serveStaticSite(
  app: Hono,
  staticDir: string,
  bootFor: (path: string) => Promise<PageBoot> = async () => EMPTY_BOOT,
): { warm(): Promise<void> } {
  const files = createFileServer(staticDir);
  app.get('*', async (c) => {
    // Hono has already percent-decoded the path (keeping %2F and %25), so it is not decoded again.
    const path = c.req.path;
    const real = path.endsWith('/') ? null : await files.serve(c, path, cacheControlFor(path));
    if (real) return real;
    const wantsPage = (c.req.header('accept') ?? '').includes('text/html') || path === '/';
    if (!wantsPage || notSpa(path)) return c.text('Not found\n', 404);
    // The boot is an optimisation: a failed lookup still serves the page, which then asks the API itself.
    const boot = await bootFor(path).catch(() => EMPTY_BOOT);
    const link = boot.links.length > 0 ? { Link: boot.links.join(', ') } : {};
    if (boot.entries.length === 0) {
      const index = await files.serve(c, '/index.html', REVALIDATE);
      if (!index) return c.text(NOT_BUILT, 503);
      if (link.Link) index.headers.set('Link', link.Link);
      return index;
    }
    const raw = await files.read('/index.html');
    if (!raw) return c.text(NOT_BUILT, 503);
    const html = Buffer.from(raw.toString('utf8').replace('</body>', `${initialDataTag(boot.entries)}</body>`));
    const encoding = pickEncoding(c.req.header('accept-encoding'));
    const body = encoding ? await compress(html, encoding, 'dynamic') : html;
    return c.body(new Uint8Array(body), 200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': REVALIDATE,
      Vary: 'Accept-Encoding',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
      ...link,
    });
  });
  return files;
}
