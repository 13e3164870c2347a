import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { posix, resolve, sep } from 'node:path';
import { contentTypeOf } from '../../server/http/content-types';
import { STORYBOOK_DIR } from './story-index';

/**
 * Serves a static Storybook build for the visual regression run (tests/visual/playwright.config.ts):
 * files only, no proxy (vite preview would forward /media and /web-api to the API server), bound to
 * loopback. Usage: tsx tests/visual/serve.ts <dir> <port>.
 *
 * Cacheable for a day: the build does not change while it is served, and every story is a new navigation of the
 * same page, so its scripts come from the browser's cache with their compiled code, not again from here
 * (`no-cache` without a validator fetched and compiled them anew for each story: 2.3 s of its 7 s).
 */
const root = resolve(process.argv[2] ?? STORYBOOK_DIR);
const port = Number(process.argv[3] ?? 6107);

createServer((request, response) => {
  void (async () => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    let rel = posix.normalize(`/${decodeURIComponent(pathname)}`);
    if (rel.endsWith('/')) rel += 'index.html';
    const file = resolve(root, `.${rel}`);
    const info = file.startsWith(root + sep) ? await stat(file).catch(() => null) : null;
    if (!info?.isFile()) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    response
      .writeHead(200, { 'content-type': contentTypeOf(file), 'cache-control': 'max-age=86400' })
      .end(await readFile(file));
  })().catch(() => response.writeHead(500).end());
}).listen(port, '127.0.0.1', () => process.stdout.write(`Serving ${root} at http://127.0.0.1:${port}/\n`));
