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
