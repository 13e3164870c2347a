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

/**
 * The head's rule that holds lazy pictures until the loader lets them back (ADR 070): moved far to the side by a
 * transform, where the browser does not fetch them and the layout is the same. The loader marks those on the
 * screen `data-shown` once the page is parsed and takes the rule out when it asks for the app or the shopper
 * scrolls. Without script the `noscript` rule puts every picture back.
 */
export const HELD_PICTURES =
  '<style id="held-pictures">img[loading="lazy"]:not([data-shown]){transform:translateX(-1000vw)}</style>' +
  '<noscript><style>img[loading="lazy"]{transform:none!important}</style></noscript>';

const ENTRY = /<script type="module"[^>]*?\ssrc="([^"]+)"[^>]*><\/script>\s*/g;
const PRELOAD = /<link rel="modulepreload"[^>]*?\shref="([^"]+)"[^>]*>\s*/g;

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * `html` (the built index.html) with its module script and module preloads taken out and the loader put at the
 * end of its body, naming them; the rule that holds lazy pictures for it goes at the end of the head. Exactly one
 * module script is expected: the storefront has one entry.
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
  if (!rest.includes('</head>')) throw new Error('app loader: index.html has no </head>');
  return rest.replace('</head>', () => `${HELD_PICTURES}\n  </head>`).replace('</body>', () => `${tag}\n  </body>`);
}
