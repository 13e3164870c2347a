import { describe, expect, it } from 'vitest';
import { SHOP_ALL, listingScope, requestType, scopeCrumb, scopePath, themeGroup } from './listing-scope';

describe('listing scope from the route (catalogue §2, shell §2)', () => {
  it('reads category, collection and tag listings', () => {
    expect(listingScope('category', 'rings')).toEqual({ kind: 'category', slug: 'rings' });
    expect(listingScope('collection', 'Bridal-Edit')).toEqual({ kind: 'collection', slug: 'bridal-edit' });
    expect(listingScope('tag', 'gifts')).toEqual({ kind: 'tag', slug: 'gifts' });
  });

  it('reads /list/all, /list/shop-all and a type without a slug as the whole shop', () => {
    expect(listingScope('all', undefined)).toEqual(SHOP_ALL);
    expect(listingScope('shop-all', undefined)).toEqual(SHOP_ALL);
    expect(listingScope('category', undefined)).toEqual(SHOP_ALL);
    expect(listingScope('collection', 'all')).toEqual(SHOP_ALL);
  });

  it('names nothing for an unknown type with a slug', () => {
    expect(listingScope('brand', 'x')).toBeNull();
  });

  it('sends type "" for the whole shop, else the kind', () => {
    expect(requestType(SHOP_ALL)).toBe('');
    expect(requestType({ kind: 'tag', slug: 'gifts' })).toBe('tag');
  });

  it('gives the breadcrumb step, theme settings group and own path', () => {
    expect(scopeCrumb({ kind: 'collection', slug: 'x' })).toBe('Collection');
    expect(scopeCrumb({ kind: 'tag', slug: 'x' })).toBe('Shop All');
    expect(themeGroup({ kind: 'tag', slug: 'x' })).toBe('page');
    expect(scopePath({ kind: 'category', slug: 'rings' })).toBe('/list/category/rings');
    expect(scopePath(SHOP_ALL)).toBe('/list/shop-all');
  });
});
