import { describe, expect, it } from 'vitest';
import { isExternal, labelFromHref, opensNewTab, safeHref } from './links';

describe('safeHref', () => {
  it('allows http(s), mailto, tel, rooted, relative and fragment links', () => {
    for (const url of [
      'https://example.in/a',
      'http://x.in',
      'mailto:a@b.in',
      'tel:+91 98',
      '/list/tag/new',
      '#top',
      '?q=1',
      'page.html',
      './a',
    ]) {
      expect(safeHref(url)).toBe(url);
    }
  });

  it('refuses script and data schemes however they are spelt', () => {
    for (const url of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' java\tscript:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      'ftp://x',
    ]) {
      expect(safeHref(url)).toBeUndefined();
    }
    expect(safeHref('')).toBeUndefined();
    expect(safeHref(null)).toBeUndefined();
  });
});

describe('link helpers', () => {
  it('tells external links from routes', () => {
    expect(isExternal('https://example.in')).toBe(true);
    expect(isExternal('//cdn.example.in')).toBe(true);
    expect(isExternal('/list/all')).toBe(false);
  });

  it('reads home_target flags', () => {
    expect(opensNewTab('_blank')).toBe(true);
    expect(opensNewTab('1')).toBe(true);
    expect(opensNewTab('_self')).toBe(false);
    expect(opensNewTab('')).toBe(false);
  });

  it('names image-only links from their path', () => {
    expect(labelFromHref('/list/category/gold-necklaces')).toBe('Gold necklaces');
    expect(labelFromHref('https://example.in/bridal_edit?x=1')).toBe('Bridal edit');
    expect(labelFromHref('/')).toBe('Open link');
  });

  it('reads a link with a malformed escape as sent instead of throwing (found by the property test)', () => {
    expect(labelFromHref('/list/category/%E0%A4%A8%E0%A4')).toBe('%E0%A4%A8%E0%A4');
    expect(labelFromHref('/list/%C3%28')).toBe('%C3%28');
  });
});
