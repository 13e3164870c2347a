import { describe, expect, it } from 'vitest';
import { HeroBannerSchema } from '@schemas/cms';
import { bannerHref, bannerLinkLabel } from './banner-link';

const banner = (fields: Record<string, unknown>) => HeroBannerSchema.parse(fields);

describe('bannerHref (spec: shell §2 — category, then tag, then url)', () => {
  it('prefers the category', () => {
    expect(bannerHref(banner({ cat_slug: 'necklaces', tag_slug: 'new', slider_url: 'https://x.in' }))).toBe(
      '/list/category/necklaces',
    );
  });

  it('then the tag', () => {
    expect(bannerHref(banner({ tag_slug: 'new-arrivals', slider_url: 'https://x.in' }))).toBe('/list/tag/new-arrivals');
  });

  it('then a safe url', () => {
    expect(bannerHref(banner({ slider_url: 'https://x.in/sale' }))).toBe('https://x.in/sale');
    expect(bannerHref(banner({ slider_url: 'javascript:alert(1)' }))).toBeUndefined();
    expect(bannerHref(banner({}))).toBeUndefined();
  });

  it('encodes slugs', () => {
    expect(bannerHref(banner({ cat_slug: 'a b' }))).toBe('/list/category/a%20b');
  });
});

describe('bannerLinkLabel', () => {
  it('names the destination', () => {
    expect(bannerLinkLabel(banner({ cat_slug: 'necklaces', slider_category: 'Necklaces' }))).toBe(
      'Shop Necklaces (opens in a new tab)',
    );
    expect(bannerLinkLabel(banner({ tag_slug: 'new-arrivals', slider_tags: '12' }))).toBe(
      'Shop new arrivals (opens in a new tab)',
    );
    expect(bannerLinkLabel(banner({ slider_url: 'https://x.in/festive-sale' }))).toBe(
      'Festive sale (opens in a new tab)',
    );
  });
});
