import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { PRODUCT_CARD_IMAGE } from '@/components/ui/product-card-image';
import { listingLeadImage, listingMissing, listingRouteQueries } from './listing-route';
import { listingAnswer, necklacesDetails } from './test-support/listing-fixtures';

const seeded = (details: unknown, listing: unknown, search = '') => {
  const client = new QueryClient();
  const queries = listingRouteQueries('category', { slug: 'necklaces' }, search);
  if (!queries) throw new Error('a category listing has queries');
  client.setQueryData(queries.details.queryKey, details as never);
  client.setQueryData(queries.listing.queryKey, listing as never);
  return client;
};

describe('a listing route’s server declarations (issue 9 §2; ARCHITECTURE LCP)', () => {
  it('declares the header details and the products the query string asks for', () => {
    const queries = listingRouteQueries(undefined, { type: 'tag', slug: 'gifts' }, '?page=2&sort=hightolow');
    expect(queries?.details.queryKey).toEqual(['catalogue', 'category-details', 'tag', 'gifts']);
    expect(queries?.listing.queryKey).toEqual([
      'catalogue',
      'listing',
      'tag',
      'gifts',
      { terms: [], sort: 'hightolow', price: null, page: 2 },
    ]);
    expect(listingRouteQueries(undefined, { type: 'brand', slug: 'x' }, '')).toBeNull();
  });

  it('preloads the header image when shown, else the first card’s image at the card’s copies', () => {
    expect(listingLeadImage(seeded(necklacesDetails, listingAnswer()), 'category', { slug: 'necklaces' }, '')).toEqual({
      href: '/media/categories/necklaces.webp',
    });
    const hidden = {
      ...necklacesDetails,
      aryHeaderDetails: { ...necklacesDetails.aryHeaderDetails!, showheaderImg: false },
    };
    expect(listingLeadImage(seeded(hidden, listingAnswer()), 'category', { slug: 'necklaces' }, '')).toEqual({
      href: '/media/products/kundan-polki-bridal-necklace-set.webp',
      sizing: PRODUCT_CARD_IMAGE,
    });
  });

  it('is missing only when the back office says the listing does not exist', () => {
    const params = { slug: 'necklaces' };
    expect(listingMissing(seeded(necklacesDetails, listingAnswer()), 'category', params)).toBe(false);
    expect(listingMissing(seeded({ status: 'error', resAttributesData: [] }, undefined), 'category', params)).toBe(
      true,
    );
    expect(listingMissing(new QueryClient(), 'category', params)).toBe(false); // no answer in time: no 404
    expect(listingMissing(new QueryClient(), 'brand', { type: 'brand', slug: 'x' })).toBe(true);
  });
});
