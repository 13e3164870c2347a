import { describe, expect, it } from 'vitest';
import { productList } from '@schemas/calls/catalogue-pages';
import { splitQuery } from './api-client';

/** A call's query-string fields (ADR 002, `product-list?page={n}`) travel in the URL, not the body. */
describe('splitQuery', () => {
  it('moves the declared fields to the URL and leaves the rest in the body', () => {
    expect(splitQuery(productList, { page: 3, slug: 'rings', type: 'category', filterArray: [1] })).toEqual({
      url: '/product-list?page=3',
      data: { slug: 'rings', type: 'category', filterArray: [1] },
    });
  });

  it('leaves an absent field out of the URL', () => {
    expect(splitQuery(productList, { page: undefined, slug: 'all' })).toEqual({
      url: '/product-list',
      data: { slug: 'all' },
    });
  });
});
