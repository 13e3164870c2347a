import { describe, expect, it } from 'vitest';
import type { MenuEntry } from '@schemas/content';
import { isExternalHref, menuHref } from './menu-href';

const entry = (over: Partial<MenuEntry> = {}): MenuEntry => ({
  menu_name: 'Jewellery',
  menu_slug: 'jewellery',
  menu_mega: false,
  menu_customlink: '',
  menu_show_image: false,
  menu_image: '',
  menu_desc: '',
  children: [],
  ...over,
});

describe('menuHref (spec: shell §2 link target priority)', () => {
  it('prefers the category over everything else', () => {
    const e = entry({
      categories: { cat_slug: 'earrings' },
      collection: { cat_slug: 'bridal' },
      pages: { page_url: 'our-story' },
      menu_customlink: 'https://example.com',
    });
    expect(menuHref(e)).toBe('/list/category/earrings');
  });

  it('uses the collection when there is no category', () => {
    expect(menuHref(entry({ categories: { cat_slug: '' }, collection: { cat_slug: 'bridal' } }))).toBe(
      '/list/collection/bridal',
    );
  });

  it('uses the content page before the custom link', () => {
    expect(menuHref(entry({ pages: { page_url: '/our-story' }, menu_customlink: '/faq' }))).toBe('/our-story');
  });

  it('falls back to the custom link, rooting relative ones', () => {
    expect(menuHref(entry({ menu_customlink: 'https://instagram.com/x' }))).toBe('https://instagram.com/x');
    expect(menuHref(entry({ menu_customlink: '/list/shop-all' }))).toBe('/list/shop-all');
    expect(menuHref(entry({ menu_customlink: 'gifting' }))).toBe('/gifting');
  });

  it('links nowhere without a target, and never to a script URL', () => {
    expect(menuHref(entry())).toBe('#');
    expect(menuHref(entry({ menu_customlink: '#' }))).toBe('#');
    expect(menuHref(entry({ menu_customlink: 'javascript:alert(1)' }))).toBe('#');
  });

  it('tells external links apart', () => {
    expect(isExternalHref('https://example.com')).toBe(true);
    expect(isExternalHref('//cdn.example.com/x')).toBe(true);
    expect(isExternalHref('/list/shop-all')).toBe(false);
    expect(isExternalHref('#')).toBe(false);
  });
});
