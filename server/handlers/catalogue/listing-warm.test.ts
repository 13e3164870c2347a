import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../main';
import { START_TIMEOUT_MS, startTestServer } from '../../test-support/test-server';
import { cachedListing, forgetListings, listingKey } from './listing-cache';
import { WARM_LIMITS, warmListings } from './listing-warm';
import { catalogueFixtures } from './test-catalogue';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer({ fixtures: catalogueFixtures });
}, START_TIMEOUT_MS);
afterAll(() => server.close());

const unfiltered = { filterArray: [] as number[], priceRange: null };
const noPause = { ...WARM_LIMITS, pauseRatio: 0 };

describe('warming the remembered listings (ADR 019)', () => {
  it('remembers every page of every unfiltered listing in every sort, and first pages with one filter', async () => {
    const db = server.database.db;
    forgetListings(db);
    const warmed = await warmListings(db, undefined, 0, noPause);
    expect(warmed).toBeGreaterThan(0);
    for (const sort of ['', 'random', 'lowtohigh', 'hightolow', 'newarrivals'] as const) {
      const first = cachedListing(db, listingKey({ ...unfiltered, sort, slug: 'all', type: '', page: 1 }));
      expect(first?.status).toBe('success');
      const last = first?.resProductsData?.last_page ?? 1;
      expect(cachedListing(db, listingKey({ ...unfiltered, sort, slug: 'all', type: '', page: last }))).toBeDefined();
    }
    const bucket = { ...unfiltered, slug: 'all', type: '' as const, priceRange: 'under-15000' as const };
    expect(cachedListing(db, listingKey({ ...bucket, sort: '', page: 1 }))?.status).toBe('success');
    // Other sorts and pages of a filtered listing are left for shoppers to ask for.
    expect(cachedListing(db, listingKey({ ...bucket, sort: 'random', page: 1 }))).toBeUndefined();
  });

  it('takes only the first pages of each listing and sort, and stops when its time is spent', async () => {
    const db = server.database.db;
    forgetListings(db);
    const pages = await warmListings(db, undefined, 0, { ...noPause, pages: 2 });
    for (const sort of ['', 'random', 'lowtohigh', 'hightolow', 'newarrivals'] as const) {
      const page = (n: number) =>
        cachedListing(db, listingKey({ ...unfiltered, sort, slug: 'all', type: '', page: n }));
      expect(page(1)?.resProductsData?.last_page).toBeGreaterThan(2);
      expect(page(2)).toBeDefined();
      expect(page(3)).toBeUndefined();
    }
    forgetListings(db);
    const timed = await warmListings(db, undefined, 0, { ...noPause, busyMs: 1 });
    expect(timed).toBeGreaterThan(0);
    expect(timed).toBeLessThan(pages);
  });

  it('stops when told to', async () => {
    const db = server.database.db;
    forgetListings(db);
    expect(await warmListings(db, () => true)).toBe(0);
  });
});
