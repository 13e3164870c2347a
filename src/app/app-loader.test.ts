import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEY } from '@/lib/scroll-positions';

/** Runs the page's inline loader (an IIFE) afresh, as a page load does, after a navigation of `type`. */
async function loadPage(type: NavigationTimingType) {
  Object.defineProperty(performance, 'getEntriesByType', { configurable: true, value: () => [{ type }] });
  vi.resetModules();
  // @ts-expect-error -- the loader is a script, not a module (ADR 039): importing it runs it
  await import('./app-loader');
}

describe('the inline app loader returns a reload to its place (ADR 049)', () => {
  let scrollTo: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    // The loader's tag, with an entry it asks for (jsdom fetches nothing), and a drawn page.
    document.body.innerHTML =
      '<div id="root"><main>drawn</main></div><script data-app-entry="/assets/main.js"></script>';
    scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    history.replaceState({ usr: null, key: 'k1', idx: 0 }, '');
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ k0: 300, k1: 2400 }));
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(performance, 'getEntriesByType');
    sessionStorage.clear();
    delete document.documentElement.dataset.wholeLayout;
    document.head.querySelectorAll('script, link').forEach((node) => node.remove());
  });

  it('scrolls a reloaded page to where its entry was left, with every part laid out first', async () => {
    await loadPage('reload');
    expect(scrollTo).toHaveBeenCalledWith(0, 2400);
    expect(document.documentElement.hasAttribute('data-whole-layout')).toBe(true);
  });

  it('does the same for a return from another site, and reads an entry without a key as "default"', async () => {
    history.replaceState(null, '');
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ default: 900 }));
    await loadPage('back_forward');
    expect(scrollTo).toHaveBeenCalledWith(0, 900);
  });

  it('leaves a page opened afresh, an entry with nothing kept and malformed storage where the browser put them', async () => {
    await loadPage('navigate');
    history.replaceState({ key: 'unknown' }, '');
    await loadPage('reload');
    sessionStorage.setItem(STORAGE_KEY, '{not json');
    await loadPage('reload');
    expect(scrollTo).not.toHaveBeenCalled();
    expect(document.documentElement.hasAttribute('data-whole-layout')).toBe(false);
  });
});

describe('the inline app loader lets the held pictures back (ADR 070)', () => {
  const tops = new Map<string, number>();
  let rect: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    // The screen is jsdom's 768 px high. A drawn page: a strip on screen that waits for the largest paint (a phone's
    // page header over a larger image, ADR 071), a picture on screen, one in a section under it, one on a
    // listing's later card under it, and one whose section starts on screen but which itself starts under it.
    document.head.innerHTML = '<style id="held-pictures">img[loading="lazy"]:not([data-shown]){}</style>';
    document.body.innerHTML = [
      '<div id="root"><main>',
      '<img id="strip" loading="lazy" data-after-largest src="/strip.webp">',
      '<img id="on-screen" loading="lazy" src="/a.webp">',
      '<section data-blocks="4" id="s1"><img id="in-section" loading="lazy" src="/b.webp"></section>',
      '<ul><li id="card"><img id="on-card" loading="lazy" src="/c.webp"></li></ul>',
      '<section data-blocks="4" id="s2"><img id="late-in-section" loading="lazy" src="/d.webp"></section>',
      '</main></div><script data-app-entry="/assets/main.js"></script>',
    ].join('');
    for (const [id, top] of Object.entries({
      strip: 60,
      'on-screen': 100,
      s1: 900,
      'in-section': 950,
      card: 1200,
      'on-card': 1210,
      s2: 700,
      'late-in-section': 1000,
    }))
      tops.set(id, top);
    rect = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      return { top: tops.get(this.id) ?? 0 } as DOMRect;
    });
  });

  afterEach(() => {
    rect.mockRestore();
    Reflect.deleteProperty(performance, 'getEntriesByType');
    document.head.querySelectorAll('script, link, style').forEach((node) => node.remove());
  });

  const shown = () => [...document.querySelectorAll('img[data-shown]')].map((image) => image.id);
  const holding = () => document.getElementById('held-pictures') !== null;

  const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

  it('lets the pictures on the screen back in the next frame, and the rest on the first scroll', async () => {
    await loadPage('navigate');
    // Measured in the frame the browser lays the page out for, not in the loader's own task.
    expect(shown()).toEqual([]);
    await nextFrame();
    // The strip, though on the screen, waits for the rule to go.
    expect(shown()).toEqual(['on-screen']);
    expect(holding()).toBe(true);
    // A section under the screen is measured, not the picture inside it (which may not be laid out).
    expect(rect.mock.contexts).not.toContain(document.getElementById('in-section'));

    window.dispatchEvent(new Event('scroll'));
    expect(holding()).toBe(false);
  });

  it('measures every picture before it marks one, so the page is laid out once before its first paint', async () => {
    document.getElementById('on-screen')?.insertAdjacentHTML('afterend', '<img id="also-on-screen" loading="lazy">');
    tops.set('also-on-screen', 300);
    const markedWhenMeasured: boolean[] = [];
    rect.mockImplementation(function (this: Element) {
      markedWhenMeasured.push(document.querySelector('img[data-shown]') !== null);
      return { top: tops.get(this.id) ?? 0 } as DOMRect;
    });
    await loadPage('navigate');
    await nextFrame();
    expect(shown()).toEqual(['on-screen', 'also-on-screen']);
    expect(markedWhenMeasured.length).toBeGreaterThan(2);
    expect(markedWhenMeasured).not.toContain(true);
  });

  it('lets them all back when it asks for the app', async () => {
    vi.useFakeTimers();
    try {
      await loadPage('navigate');
      expect(holding()).toBe(true);
      vi.advanceTimersByTime(2500);
      expect(document.head.querySelector('script[src="/assets/main.js"]')).not.toBeNull();
      expect(holding()).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('holds none on a page returned to a place: the place is measured with them', async () => {
    await loadPage('reload');
    expect(holding()).toBe(false);
  });
});
