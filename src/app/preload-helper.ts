/**
 * The build's module-preload helper (ADR 074), in place of Vite's (vite.config.ts, `spreadPreloadLinks`): every lazy
 * `import()` in the built app goes through `__vitePreload(load, files)`, which adds a `<link rel=modulepreload>` for
 * each file the imported code needs before importing it, so the browser fetches them side by side instead of one
 * level of imports at a time. Vite's adds every link in the caller's task; each costs the main thread a few
 * milliseconds on a slowed phone (ADR 065), and a page's code needs up to a dozen files, one long task of 100–140 ms
 * at a 4x CPU throttle. This one adds at most `LINKS_PER_TASK` links per task, then imports. The rest is Vite's
 * contract: files already linked are not linked again, a stylesheet is waited for, and a failure is announced as a
 * `vite:preloadError` event on the window, thrown on unless a listener prevents it.
 */

import { nextTask } from '@/lib/next-task';

/** How many preload links one task adds: a handful of milliseconds of the main thread. */
export const LINKS_PER_TASK = 3;

/** Each file's link, once asked for: settles when added (a script) or loaded (a stylesheet). */
const asked = new Map<string, Promise<void>>();

type PreloadErrorEvent = Event & { payload?: unknown };

function announce(error: unknown): never | undefined {
  const event: PreloadErrorEvent = new Event('vite:preloadError', { cancelable: true });
  event.payload = error;
  window.dispatchEvent(event);
  if (!event.defaultPrevented) throw error;
  return undefined;
}

/** Adds one file's link; a stylesheet's promise settles once it has loaded. */
function addLink(href: string): Promise<void> {
  const css = new URL(href).pathname.endsWith('.css');
  const link = document.createElement('link');
  link.rel = css ? 'stylesheet' : 'modulepreload';
  if (!css) link.as = 'script';
  link.crossOrigin = '';
  link.href = href;
  document.head.appendChild(link);
  if (!css) return Promise.resolve();
  return new Promise<void>((resolve, reject) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => reject(new Error(`Unable to preload CSS for ${href}`)), { once: true });
  });
}

/** Adds the links `LINKS_PER_TASK` at a time, a task apart; each file's promise is kept in `asked` first. */
function addLinks(hrefs: string[]): Promise<void>[] {
  let added: Promise<void> = Promise.resolve();
  return hrefs.map((href, i) => {
    const turn = i > 0 && i % LINKS_PER_TASK === 0 ? (added = added.then(nextTask)) : added;
    // The first turn is this task: a short list costs what Vite's did, and no more.
    const link = i < LINKS_PER_TASK ? addLink(href) : turn.then(() => addLink(href));
    asked.set(href, link);
    return link;
  });
}

/**
 * Vite's `__vitePreload(load, files, importerUrl)`: links `files` that are not linked yet, a few per task, then
 * runs `load`, the import itself. A file (`assets/x.js`) is under the build's base; a build with a relative base
 * (Storybook's) names the importing file's URL, and the files are beside it.
 */
export function __vitePreload<T>(load: () => Promise<T>, files?: readonly string[], importerUrl?: string): Promise<T> {
  if (!files || files.length === 0 || typeof document === 'undefined') return load();
  const linked = new Set(Array.from(document.getElementsByTagName('link'), (link) => link.href));
  const waits: Promise<void>[] = [];
  const fresh: string[] = [];
  for (const file of files) {
    const href = (
      importerUrl ? new URL(file, importerUrl) : new URL(`${import.meta.env.BASE_URL}${file}`, window.location.href)
    ).href;
    const earlier = asked.get(href);
    if (earlier) waits.push(earlier);
    else if (!linked.has(href)) fresh.push(href);
  }
  waits.push(...addLinks(fresh));
  return Promise.allSettled(waits).then((results) => {
    for (const result of results) if (result.status === 'rejected') announce(result.reason);
    return load().catch(announce) as Promise<T>;
  });
}
