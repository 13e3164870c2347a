import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { pageQueriesUrl } from '@schemas/page-queries';
import { appLoaderScript, HELD_PICTURES, withAppLoader } from './app-loader-build';

const BUILT = `<!doctype html>
<html lang="en-IN">
  <head>
    <title>Padmakshya</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/next-task-def.js">
    <link rel="modulepreload" crossorigin href="/assets/preload-helper-ghi.js">
    <link rel="stylesheet" crossorigin href="/assets/style-jkl.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

let loader = '';
beforeAll(async () => {
  loader = await appLoaderScript();
});

describe('withAppLoader', () => {
  it('takes out the module script and preloads and names them on the loader at the end of the body', () => {
    const html = withAppLoader(BUILT, loader);
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/style-jkl.css">');
    expect(html).toContain(
      '<script data-app-entry="/assets/index-abc.js" data-app-preload="/assets/next-task-def.js /assets/preload-helper-ghi.js">',
    );
    expect(html.indexOf('data-app-entry')).toBeGreaterThan(html.indexOf('<div id="root">'));
    expect(html.indexOf('data-app-entry')).toBeLessThan(html.indexOf('</body>'));
    // The rule that holds lazy pictures for the loader ends the head (ADR 070), undone without script.
    expect(html).toContain(`${HELD_PICTURES}\n  </head>`);
    expect(HELD_PICTURES).toContain('<noscript>');
  });

  it('refuses a page without exactly one module script', () => {
    expect(() => withAppLoader(BUILT.replace(/<script[^>]*><\/script>/, ''), loader)).toThrow(/one module script/);
    const two = BUILT.replace('</head>', '<script type="module" src="/x.js"></script></head>');
    expect(() => withAppLoader(two, loader)).toThrow(/found 2/);
  });

  it('ships the loader minified, without types', () => {
    // Its source is several times this; the return of a reload to its place (ADR 049) took it past 1,500, the
    // pictures held below the first screen (ADR 070) past 2,400.
    expect(loader.length).toBeLessThan(2600);
    expect(loader).not.toMatch(/HTMLScriptElement|\n/);
  });
});

/**
 * A built page in a DOM that runs its inline script, with `root` as the server drew it and, when given, the
 * page state (a string goes in as it is) before the loader; `fetch` stands in for the browser's.
 */
type DOMWindow = Window & typeof globalThis;

function pageWith(
  root: string,
  state?: unknown,
  fetch?: (url: string, init: RequestInit) => Promise<unknown>,
  setUp?: (window: DOMWindow) => void,
) {
  const json = typeof state === 'string' ? state : JSON.stringify(state);
  const tag = state === undefined ? '' : `<script type="application/json" id="page-state">${json}</script>`;
  const html = withAppLoader(BUILT, loader)
    .replace('<div id="root"></div>', `<div id="root">${root}</div>`)
    .replace('<script data-app-entry', `${tag}<script data-app-entry`);
  return new JSDOM(html, {
    url: 'https://padmakshya.test/cart?with=bag',
    runScripts: 'dangerously',
    pretendToBeVisual: true,
    beforeParse: (window) => {
      if (fetch) Object.assign(window, { fetch });
      setUp?.(window);
    },
  });
}

const moduleScripts = (dom: JSDOM) =>
  [...dom.window.document.querySelectorAll('script[type="module"]')].map((s) => s.getAttribute('src'));
const preloads = (dom: JSDOM) =>
  [...dom.window.document.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));
const frames = (dom: JSDOM, n: number) =>
  new Promise<void>((resolve) => {
    const step = (left: number) => (left === 0 ? resolve() : dom.window.requestAnimationFrame(() => step(left - 1)));
    step(n);
  });

describe('the app loader in the page', () => {
  it('asks for the app at once when the server drew nothing', async () => {
    const dom = pageWith('');
    await frames(dom, 1);
    expect(moduleScripts(dom)).toEqual(['/assets/index-abc.js']);
    expect(preloads(dom)).toEqual(['/assets/next-task-def.js', '/assets/preload-helper-ghi.js']);
  });

  it('waits for the first high-priority images to arrive and be painted, then asks once', async () => {
    const dom = pageWith(
      '<main><img src="/media/hero.webp" fetchpriority="high"><img src="/media/later.webp" loading="lazy"></main>',
    );
    const hero = dom.window.document.querySelector('img[fetchpriority="high"]');
    if (!hero) throw new Error('no hero');
    // jsdom loads no images: the hero is on its way until an event says otherwise.
    await frames(dom, 3);
    expect(moduleScripts(dom)).toEqual([]);
    hero.dispatchEvent(new dom.window.Event('load'));
    expect(moduleScripts(dom)).toEqual([]);
    await frames(dom, 5);
    expect(moduleScripts(dom)).toEqual(['/assets/index-abc.js']);
    hero.dispatchEvent(new dom.window.Event('load'));
    await frames(dom, 5);
    expect(moduleScripts(dom)).toEqual(['/assets/index-abc.js']);
  });

  it("asks once the browser reports the image as the page's largest paint, or after four frames when it does not", async () => {
    // A browser that reports the largest paint: the observer's callback is the test's to call.
    let report: ((entries: { element: unknown }[]) => void) | undefined;
    const reporting = (window: DOMWindow) => {
      class Observer {
        static supportedEntryTypes = ['largest-contentful-paint'];
        constructor(private readonly callback: (list: { getEntries(): unknown[] }) => void) {}
        observe() {
          report = (entries) => this.callback({ getEntries: () => entries });
        }
        disconnect() {
          report = undefined;
        }
      }
      Object.assign(window, { PerformanceObserver: Observer });
    };
    const page = pageWith(
      '<main><img src="/media/hero.webp" fetchpriority="high"></main>',
      undefined,
      undefined,
      reporting,
    );
    const hero = page.window.document.querySelector('img');
    await frames(page, 1); // parsed
    hero?.dispatchEvent(new page.window.Event('load'));
    await frames(page, 1);
    report?.([{ element: page.window.document.body }]); // something else painted: still waiting
    await frames(page, 1);
    expect(moduleScripts(page)).toEqual([]);
    report?.([{ element: hero }]);
    await frames(page, 1);
    expect(moduleScripts(page)).toEqual(['/assets/index-abc.js']);

    const unreported = pageWith(
      '<main><img src="/media/hero.webp" fetchpriority="high"></main>',
      undefined,
      undefined,
      reporting,
    );
    await frames(unreported, 1);
    unreported.window.document.querySelector('img')?.dispatchEvent(new unreported.window.Event('load'));
    await frames(unreported, 3);
    expect(moduleScripts(unreported)).toEqual([]);
    await frames(unreported, 2);
    expect(moduleScripts(unreported)).toEqual(['/assets/index-abc.js']);
  });

  it('asks after a failed image as after a loaded one', async () => {
    const dom = pageWith('<main><img src="/media/gone.webp" fetchpriority="high"></main>');
    const image = dom.window.document.querySelector('img');
    if (!image) throw new Error('no image');
    await frames(dom, 1);
    expect(moduleScripts(dom)).toEqual([]);
    image.dispatchEvent(new dom.window.Event('error'));
    await frames(dom, 5);
    expect(moduleScripts(dom)).toEqual(['/assets/index-abc.js']);
  });

  it("asks the page's own URL for its data beside the app, with the id its state names (ADR 040)", async () => {
    const calls: [string, RequestInit][] = [];
    const data = { queries: [], mutations: [] };
    const fetch = async (url: string, init: RequestInit) => {
      calls.push([url, init]);
      return { ok: true, json: async () => data };
    };
    const dom = pageWith('', { path: '/cart', queriesAt: 'Qm9va2EgYnJpZGFsIGNvbn' }, fetch);
    await frames(dom, 1);
    expect(moduleScripts(dom)).toEqual(['/assets/index-abc.js']);
    expect(calls).toEqual([
      [
        pageQueriesUrl('/cart', '?with=bag', 'Qm9va2EgYnJpZGFsIGNvbn'),
        { headers: { accept: 'application/json' }, credentials: 'same-origin' },
      ],
    ]);
    expect(await (dom.window as unknown as Window).__pageQueries).toEqual(data);
  });

  it('asks for no data when the state names none or is broken, and for the app all the same', async () => {
    const calls: string[] = [];
    const fetch = async (url: string) => {
      calls.push(url);
      return { ok: true, json: async () => ({}) };
    };
    for (const state of [{ path: '/cart', queries: { queries: [], mutations: [] } }, '{not json']) {
      const dom = pageWith('', state, fetch);
      await frames(dom, 1);
      expect(moduleScripts(dom)).toEqual(['/assets/index-abc.js']);
    }
    expect(calls).toEqual([]);
    // No fetch at all (an old browser): the app is still asked for.
    const bare = pageWith('', { path: '/cart', queriesAt: 'Qm9va2EgYnJpZGFsIGNvbn' });
    await frames(bare, 1);
    expect(moduleScripts(bare)).toEqual(['/assets/index-abc.js']);
  });
});
