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
  rebaseListingState,
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

describe('a change made while the last one is still being drawn (rebaseListingState)', () => {
  const drawn = DEFAULT_LISTING_STATE;
  const price = 'under-70000' as const;

  it('keeps a sort the URL has but the drawing does not yet, when a filter is chosen', () => {
    const latest = chooseSort(drawn, 'lowtohigh');
    const next = choosePrice(drawn, price);
    expect(rebaseListingState(next, drawn, latest)).toEqual({ ...latest, price, page: 1 });
  });

  it('takes what the shopper changed, and the page from the change when anything changed', () => {
    const onPage3 = choosePage(drawn, 3);
    const latest = { ...onPage3, terms: [7] };
    // A filter on a drawing of page 3: back to page 1, with the URL's term kept.
    expect(rebaseListingState(chooseSort(onPage3, 'hightolow'), onPage3, latest)).toEqual({
      terms: [7],
      sort: 'hightolow',
      price: null,
      page: 1,
    });
    // Nothing changed: the URL's state as it is.
    expect(rebaseListingState(onPage3, onPage3, latest)).toEqual(latest);
    // A term chosen is added to the URL's terms; one taken away is taken from them.
    expect(rebaseListingState(toggleTerm(onPage3, 9), onPage3, latest).terms).toEqual([7, 9]);
    const withBoth = { ...onPage3, terms: [7, 9] };
    expect(rebaseListingState(toggleTerm(withBoth, 9), withBoth, { ...withBoth, terms: [4, 7, 9] }).terms).toEqual([
      4, 7,
    ]);
    // Clearing the filters clears them all.
    expect(rebaseListingState(clearFilters(), withBoth, { ...withBoth, terms: [4, 7, 9] })).toEqual(clearFilters());
    // With the drawing up to date it is the change itself.
    const next = toggleTerm(onPage3, 9);
    expect(rebaseListingState(next, onPage3, onPage3)).toEqual(next);
  });
});
