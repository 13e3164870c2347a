import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh module each time: it remembers the files it has linked. */
const load = async () => {
  vi.resetModules();
  return import('./preload-helper');
};

/** A test's own next task: timers of one delay run in the order they were set. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

const links = () =>
  Array.from(document.head.querySelectorAll<HTMLLinkElement>('link'), (link) => ({
    rel: link.rel,
    href: new URL(link.href).pathname,
  }));

describe("the build's module-preload helper (ADR 074)", () => {
  beforeEach(() => {
    document.head.innerHTML = '<title>t</title>';
  });
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('links a few files per task, then imports', async () => {
    const { __vitePreload, LINKS_PER_TASK } = await load();
    const files = Array.from({ length: 8 }, (_, i) => `assets/part-${i}.js`);
    const imported = vi.fn(async () => 'module');
    const result = __vitePreload(imported, files);
    expect(links(), 'the first few in the caller’s task').toHaveLength(LINKS_PER_TASK);
    expect(links()[0]).toEqual({ rel: 'modulepreload', href: '/assets/part-0.js' });
    await nextTask();
    expect(links(), 'none more before the next task').toHaveLength(LINKS_PER_TASK);
    await nextTask();
    expect(links(), 'a few more in the next task').toHaveLength(2 * LINKS_PER_TASK);
    expect(imported, 'not before every file is linked').not.toHaveBeenCalled();
    await expect(result).resolves.toBe('module');
    expect(links().map((link) => link.href)).toEqual(files.map((file) => `/${file}`));
    expect(imported).toHaveBeenCalledTimes(1);
  });

  it('does not link a file linked already, by the page or an earlier import', async () => {
    const { __vitePreload } = await load();
    document.head.insertAdjacentHTML('beforeend', '<link rel="modulepreload" href="/assets/react-abc.js">');
    await __vitePreload(async () => undefined, ['assets/react-abc.js', 'assets/a.js']);
    await __vitePreload(async () => undefined, ['assets/a.js', 'assets/b.js']);
    expect(links().map((link) => link.href)).toEqual(['/assets/react-abc.js', '/assets/a.js', '/assets/b.js']);
  });

  it('links files beside the importing file where the build names it (a relative base)', async () => {
    const { __vitePreload } = await load();
    await __vitePreload(async () => undefined, ['a.js'], 'http://localhost:6006/sb/assets/x.js');
    expect(links()).toEqual([{ rel: 'modulepreload', href: '/sb/assets/a.js' }]);
  });

  it('imports at once when there is nothing to link', async () => {
    const { __vitePreload } = await load();
    await expect(__vitePreload(async () => 1)).resolves.toBe(1);
    await expect(__vitePreload(async () => 2, [])).resolves.toBe(2);
    expect(links()).toHaveLength(0);
  });

  it('waits for a stylesheet, and announces one that fails before importing', async () => {
    const { __vitePreload } = await load();
    const announced = vi.fn((event: Event) => event.preventDefault());
    window.addEventListener('vite:preloadError', announced);
    const imported = vi.fn(async () => 'module');
    const result = __vitePreload(imported, ['assets/style-x.css']);
    const link = document.head.querySelector('link[rel="stylesheet"]');
    expect(link).not.toBeNull();
    await Promise.resolve();
    expect(imported, 'not before the stylesheet has settled').not.toHaveBeenCalled();
    link?.dispatchEvent(new Event('error'));
    await expect(result).resolves.toBe('module');
    expect(announced).toHaveBeenCalledTimes(1);
    window.removeEventListener('vite:preloadError', announced);
  });

  it('throws a failed import on unless a listener takes it', async () => {
    const { __vitePreload } = await load();
    const failure = new Error('offline');
    await expect(__vitePreload(() => Promise.reject(failure), ['assets/a.js'])).rejects.toBe(failure);
    const taken = (event: Event) => event.preventDefault();
    window.addEventListener('vite:preloadError', taken);
    await expect(__vitePreload(() => Promise.reject(failure), ['assets/b.js'])).resolves.toBeUndefined();
    window.removeEventListener('vite:preloadError', taken);
  });
});
