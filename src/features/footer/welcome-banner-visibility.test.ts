import { describe, expect, it } from 'vitest';
import { isWelcomeBannerHidden } from './welcome-banner-visibility';

const hiddenEverywhere = [
  '/account/my-order',
  '/my-account',
  '/account/profile',
  '/account/my-address',
  '/account/wishlist',
  '/cart',
];

describe('isWelcomeBannerHidden (spec: shell §2 Footer)', () => {
  it.each(hiddenEverywhere)('hides on %s on desktop and on mobile', (path) => {
    expect(isWelcomeBannerHidden(path, false)).toBe(true);
    expect(isWelcomeBannerHidden(path, true)).toBe(true);
  });

  it('tolerates a trailing slash and sub-paths of a hidden route', () => {
    expect(isWelcomeBannerHidden('/cart/', false)).toBe(true);
    expect(isWelcomeBannerHidden('/account/my-order/12', true)).toBe(true);
  });

  it('hides on any path containing /order-detail on desktop only', () => {
    expect(isWelcomeBannerHidden('/order-detail/PK1001', false)).toBe(true);
    expect(isWelcomeBannerHidden('/account/order-detail/PK1001', false)).toBe(true);
    expect(isWelcomeBannerHidden('/order-detail/PK1001', true)).toBe(false);
  });

  it.each([
    '/',
    '/search-result/saree',
    '/product/kundan-choker',
    '/cartier-story',
    '/account/my-orders-guide',
    '/checkout',
  ])('shows on %s', (path) => {
    expect(isWelcomeBannerHidden(path, false)).toBe(false);
    expect(isWelcomeBannerHidden(path, true)).toBe(false);
  });
});
