import { describe, expect, it } from 'vitest';
import { productList } from '@schemas/calls/catalogue-pages';
import type { Listing } from './product-list-mix';
import { seededRandom } from './pick';
import { judgeOrder, kindSchedule, listingBody, portFor, SCALE_WEIGHTS, searchTerms } from './scale-mix';

describe('kindSchedule', () => {
  it('is the same for the same seed and follows the weights', () => {
    const kinds = kindSchedule(20_000, 7);
    expect(kindSchedule(20_000, 7)).toEqual(kinds);
    const total = SCALE_WEIGHTS.reduce((sum, [, w]) => sum + w, 0);
    for (const [kind, weight] of SCALE_WEIGHTS) {
      const share = kinds.filter((k) => k === kind).length / kinds.length;
      expect(share).toBeCloseTo(weight / total, 1);
    }
  });
});

describe('portFor', () => {
  it('sends the arrivals to the servers in turn', () => {
    expect([0, 1, 2, 3, 4].map((i) => portFor(i, [4001, 4002]))).toEqual([4001, 4002, 4001, 4002, 4001]);
    expect(portFor(7, [5000])).toBe(5000);
    expect(() => portFor(0, [])).toThrow();
  });
});

describe('listingBody', () => {
  const listings: Listing[] = [
    { type: '', slug: 'all', termIds: [3, 5, 9], lastPage: 8_334 },
    { type: 'category', slug: 'sarees', termIds: [], lastPage: 2 },
  ];

  it('builds bodies the contract accepts, on pages that exist, mostly the first', () => {
    const random = seededRandom(1);
    const pages: number[] = [];
    for (let i = 0; i < 2_000; i += 1) {
      const listing = listings[i % 2] as Listing;
      const { body, page } = listingBody(random, listing);
      expect(productList.request.safeParse({ ...body, page }).success).toBe(true);
      expect(page).toBeGreaterThanOrEqual(1);
      expect(page).toBeLessThanOrEqual(listing.lastPage);
      expect(body.filterArray).toEqual([...body.filterArray].sort((a, b) => a - b));
      if (listing.termIds.length === 0) expect(body.filterArray).toEqual([]);
      pages.push(page);
    }
    expect(pages.filter((p) => p === 1).length / pages.length).toBeGreaterThan(0.5);
    expect(Math.max(...pages)).toBeGreaterThan(3);
  });
});

describe('searchTerms', () => {
  it('takes the longer words of the names once each, and adds the misses', () => {
    expect(searchTerms(['Silk Saree', 'Kundan silk set'], ['none'])).toEqual(['kundan', 'saree', 'silk', 'none']);
  });
});

describe('judgeOrder', () => {
  it('keeps the number of a placed order', () => {
    expect(judgeOrder({ status: 'success', order_number: 'PDK-1', message: '' })).toEqual({
      outcome: { kind: 'ok' },
      number: 'PDK-1',
    });
  });

  it('counts a refusal for a piece that has just sold out as expected, and anything else as an error', () => {
    const line = (flagged: boolean, availability: number) => ({
      product_item_status: flagged,
      product_availability_status: availability,
    });
    expect(judgeOrder({ status: 'error', updatedSessionData: [line(true, 0), line(false, 1)] }).outcome).toEqual({
      kind: 'refused',
    });
    const error = { kind: 'error', what: 'order not placed' };
    expect(judgeOrder({ status: 'error', updatedSessionData: [line(true, 1)] }).outcome).toEqual(error);
    expect(judgeOrder({ status: 'error', message: 'Please add a shipping address.' }).outcome).toEqual(error);
    expect(judgeOrder({ status: 'success', order_number: '' }).outcome).toEqual(error);
  });
});
