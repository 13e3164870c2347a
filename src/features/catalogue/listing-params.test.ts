import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LISTING_STATE,
  MAX_FILTER_TERMS,
  canonicalOf,
  canonicalSearch,
  choosePage,
  choosePrice,
  chooseSort,
  clearFilters,
  hasFilters,
  readListingState,
  toggleTerm,
} from './listing-params';

describe('listing state in the URL (issue 9 §2: canonical, sorted parameters)', () => {
  it('reads the default listing from an empty query and writes it as no query', () => {
    expect(readListingState('')).toEqual(DEFAULT_LISTING_STATE);
    expect(canonicalSearch(DEFAULT_LISTING_STATE)).toBe('');
  });

  it('writes parameters in name order, terms ascending without repeats, defaults left out', () => {
    const state = { terms: [12, 3, 12, 7], sort: 'hightolow' as const, price: 'under-40000' as const, page: 3 };
    expect(canonicalSearch(state)).toBe('?filter=3%2C7%2C12&page=3&price=under-40000&sort=hightolow');
  });

  it('round-trips: reading the canonical URL gives the same state, writing it again the same URL', () => {
    const url = '?filter=3%2C7%2C12&page=3&price=under-40000&sort=hightolow';
    const state = readListingState(url);
    expect(state).toEqual({ terms: [3, 7, 12], sort: 'hightolow', price: 'under-40000', page: 3 });
    expect(canonicalSearch(state)).toBe(url);
  });

  it('gives every spelling of one state one URL', () => {
    const spellings = [
      '?sort=lowtohigh&filter=9,2',
      '?filter=2&filter=9&sort=lowtohigh',
      '?filter=9%2C2%2C9&page=1&sort=lowtohigh&price=',
      '?utm_source=x&sort=lowtohigh&filter=2,9',
    ];
    for (const search of spellings) expect(canonicalOf(search)).toBe('?filter=2%2C9&sort=lowtohigh');
  });

  it('drops what it cannot read instead of failing', () => {
    expect(readListingState('?filter=abc,-1,0,4,2147483648&page=zero&price=cheap&sort=best')).toEqual({
      ...DEFAULT_LISTING_STATE,
      terms: [4],
    });
    expect(readListingState('?page=-2').page).toBe(1);
    expect(readListingState('?page=1e3').page).toBe(1);
  });

  it(`keeps at most ${MAX_FILTER_TERMS} terms`, () => {
    const many = Array.from({ length: 80 }, (_, i) => i + 1).join(',');
    expect(readListingState(`?filter=${many}`).terms).toHaveLength(MAX_FILTER_TERMS);
  });

  it('writes the default sort (random) as no parameter', () => {
    expect(canonicalOf('?sort=random')).toBe('');
  });
});

describe('listing changes (catalogue §4 "Listing")', () => {
  const onPage3 = { ...DEFAULT_LISTING_STATE, page: 3 };

  it('adds and removes attribute terms one by one, back to page 1', () => {
    const one = toggleTerm(onPage3, 7);
    expect(one).toMatchObject({ terms: [7], page: 1 });
    expect(toggleTerm(toggleTerm(one, 3), 7).terms).toEqual([3]);
  });

  it('keeps price single-select: a new bucket replaces the old, the same one clears it', () => {
    const under15 = choosePrice(onPage3, 'under-15000');
    expect(under15).toMatchObject({ price: 'under-15000', page: 1 });
    expect(choosePrice(under15, 'above-70000').price).toBe('above-70000');
    expect(choosePrice(under15, 'under-15000').price).toBeNull();
  });

  it('goes back to page 1 on a new sort, and keeps the filters when paging', () => {
    const sorted = chooseSort(toggleTerm(onPage3, 5), 'newarrivals');
    expect(sorted).toMatchObject({ sort: 'newarrivals', page: 1, terms: [5] });
    expect(choosePage(sorted, 4)).toMatchObject({ sort: 'newarrivals', page: 4, terms: [5] });
  });

  it('clears to no terms, sort random and no price range', () => {
    expect(clearFilters()).toEqual({ terms: [], sort: 'random', price: null, page: 1 });
  });

  it('counts sort and price as applied filters, not the page', () => {
    expect(hasFilters(onPage3)).toBe(false);
    expect(hasFilters(chooseSort(onPage3, 'lowtohigh'))).toBe(true);
    expect(hasFilters(choosePrice(onPage3, 'under-70000'))).toBe(true);
  });
});
