import type { Hono } from 'hono';
import { API_PREFIX } from '@schemas/contract';
import { createFileServer } from './file-server';

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
 * (the router draws the page, including its 404), else a plain 404. Registered last. `linksFor` adds
 * preload hints to a page's HTML (see preload-hints.ts).
 */
export function serveStaticSite(
  app: Hono,
  staticDir: string,
  linksFor: (path: string) => Promise<string[]> = async () => [],
): { warm(): Promise<void> } {
  const files = createFileServer(staticDir);
  app.get('*', async (c) => {
    // Hono has already percent-decoded the path (keeping %2F and %25), so it is not decoded again.
    const path = c.req.path;
    const real = path.endsWith('/') ? null : await files.serve(c, path, cacheControlFor(path));
    if (real) return real;
    const wantsPage = (c.req.header('accept') ?? '').includes('text/html') || path === '/';
    if (!wantsPage || notSpa(path)) return c.text('Not found\n', 404);
    const index = await files.serve(c, '/index.html', REVALIDATE);
    if (!index) return c.text(NOT_BUILT, 503);
    // A hint is an optimisation: a failed lookup still serves the page.
    const links = await linksFor(path).catch(() => []);
    if (links.length > 0) index.headers.set('Link', links.join(', '));
    return index;
  });
  return files;
}
