import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect (catalogue §2 "redirect query parameter", default /)', () => {
  it('keeps a path of this site with its query', () => {
    expect(safeRedirect('/account/wishlist')).toBe('/account/wishlist');
    expect(safeRedirect('/list/category/rings?sort=lowtohigh&page=2')).toBe(
      '/list/category/rings?sort=lowtohigh&page=2',
    );
  });

  it('goes home without one, or for anything that could leave the site', () => {
    for (const raw of [
      null,
      '',
      'account',
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      '/a\\b',
      'javascript:alert(1)',
      `/${'a'.repeat(2001)}`,
    ]) {
      expect(safeRedirect(raw), String(raw).slice(0, 20)).toBe('/');
    }
  });
});
