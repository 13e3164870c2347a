import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { appLoaderScript, withAppLoader } from './app-loader-build';

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
  });

  it('refuses a page without exactly one module script', () => {
    expect(() => withAppLoader(BUILT.replace(/<script[^>]*><\/script>/, ''), loader)).toThrow(/one module script/);
    const two = BUILT.replace('</head>', '<script type="module" src="/x.js"></script></head>');
    expect(() => withAppLoader(two, loader)).toThrow(/found 2/);
  });

  it('ships the loader minified, without types', () => {
    expect(loader.length).toBeLessThan(1500);
    expect(loader).not.toMatch(/HTMLScriptElement|\n/);
  });
});

/** A built page in a DOM that runs its inline script, with `root` as the server drew it. */
function pageWith(root: string) {
  const html = withAppLoader(BUILT, loader).replace('<div id="root"></div>', `<div id="root">${root}</div>`);
  return new JSDOM(html, { runScripts: 'dangerously', pretendToBeVisual: true });
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
    await frames(dom, 3);
    expect(moduleScripts(dom)).toEqual(['/assets/index-abc.js']);
    hero.dispatchEvent(new dom.window.Event('load'));
    await frames(dom, 3);
    expect(moduleScripts(dom)).toEqual(['/assets/index-abc.js']);
  });

  it('asks after a failed image as after a loaded one', async () => {
    const dom = pageWith('<main><img src="/media/gone.webp" fetchpriority="high"></main>');
    const image = dom.window.document.querySelector('img');
    if (!image) throw new Error('no image');
    await frames(dom, 1);
    expect(moduleScripts(dom)).toEqual([]);
    image.dispatchEvent(new dom.window.Event('error'));
    await frames(dom, 3);
    expect(moduleScripts(dom)).toEqual(['/assets/index-abc.js']);
  });
});
