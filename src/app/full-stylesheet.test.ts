import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh module each time: it links the stylesheet once per page. */
const load = async () => {
  vi.resetModules();
  return (await import('./full-stylesheet')).linkFullStylesheet;
};

describe('the whole stylesheet after a page drawn with its own rules (ADR 035)', () => {
  beforeEach(() => {
    document.head.innerHTML =
      '<title>t</title><style data-stylesheet="/assets/style-abc.css">.a{color:red}</style><style id="later"></style>';
  });
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it("is linked where the page's rules are, once, and they are removed when it has loaded", async () => {
    const linkFullStylesheet = await load();
    const ready = linkFullStylesheet();
    expect(linkFullStylesheet()).toBe(ready);
    const links = document.head.querySelectorAll('link[rel="stylesheet"]');
    expect(links).toHaveLength(1);
    const link = links[0] as HTMLLinkElement;
    expect(link.getAttribute('href')).toBe('/assets/style-abc.css');
    // In the cascade's place of the page's rules: before what was added to the head later.
    expect(link.previousElementSibling?.matches('style[data-stylesheet]')).toBe(true);
    expect(link.nextElementSibling?.id).toBe('later');
    link.dispatchEvent(new Event('load'));
    await ready;
    expect(document.head.querySelector('style[data-stylesheet]')).toBeNull();
  });

  it("keeps the page's rules when the whole stylesheet fails to load", async () => {
    const linkFullStylesheet = await load();
    const ready = linkFullStylesheet();
    document.head.querySelector('link')?.dispatchEvent(new Event('error'));
    await ready;
    expect(document.head.querySelector('style[data-stylesheet]')).not.toBeNull();
  });

  it('does nothing on a page linked to the whole stylesheet already', async () => {
    document.head.innerHTML = '<link rel="stylesheet" href="/assets/style-abc.css">';
    const linkFullStylesheet = await load();
    await linkFullStylesheet();
    expect(document.head.querySelectorAll('link')).toHaveLength(1);
  });
});
