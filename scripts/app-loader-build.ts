import { readFile } from 'node:fs/promises';
import { minify, transformWithOxc } from 'vite';

/**
 * The build's half of ADR 039: index.html asks for the app through one inline script (src/app/app-loader.ts)
 * instead of a `<script type="module">` and `<link rel="modulepreload">` tags, which the browser would fetch
 * while the page's largest image is still on its way.
 */

const LOADER = new URL('../src/app/app-loader.ts', import.meta.url);

/** The loader as the browser runs it: types stripped, minified. */
export async function appLoaderScript(): Promise<string> {
  const source = await readFile(LOADER, 'utf8');
  const { code } = await transformWithOxc(source, 'app-loader.ts', { lang: 'ts' });
  const minified = await minify('app-loader.js', code, {});
  if (minified.errors.length > 0) throw new Error(`app loader: ${minified.errors.map((e) => e.message).join('; ')}`);
  return minified.code.trim();
}

const ENTRY = /<script type="module"[^>]*?\ssrc="([^"]+)"[^>]*><\/script>\s*/g;
const PRELOAD = /<link rel="modulepreload"[^>]*?\shref="([^"]+)"[^>]*>\s*/g;

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * `html` (the built index.html) with its module script and module preloads taken out and the loader put at the
 * end of its body, naming them. Exactly one module script is expected: the storefront has one entry.
 */
export function withAppLoader(html: string, loader: string): string {
  const entries = [...html.matchAll(ENTRY)].map((m) => m[1] ?? '');
  if (entries.length !== 1)
    throw new Error(`app loader: expected one module script in index.html, found ${entries.length}`);
  const preloads = [...html.matchAll(PRELOAD)].map((m) => m[1] ?? '');
  if (loader.includes('</script')) throw new Error('app loader: the script must not spell its own end tag');
  const tag =
    `<script data-app-entry="${attribute(entries[0] ?? '')}" data-app-preload="${attribute(preloads.join(' '))}">` +
    `${loader}</script>`;
  const rest = html.replace(ENTRY, '').replace(PRELOAD, '');
  if (!rest.includes('</body>')) throw new Error('app loader: index.html has no </body>');
  return rest.replace('</body>', () => `${tag}\n  </body>`);
}
