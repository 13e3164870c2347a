import { describe, expect, it } from 'vitest';
import { isWelcomeBannerHidden } from './welcome-banner-visibility';
import { KB100, LINEAR_MS, msFor } from '../../../tests/support/linear-time';

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

  it('ignores case and any number of trailing slashes', () => {
    expect(isWelcomeBannerHidden('/CART///', true)).toBe(true);
    expect(isWelcomeBannerHidden('/Account/Wishlist//', false)).toBe(true);
    expect(isWelcomeBannerHidden('/order-detail//', false)).toBe(true);
    expect(isWelcomeBannerHidden('/cartier//', false)).toBe(false);
    expect(isWelcomeBannerHidden('//', false)).toBe(false);
    expect(isWelcomeBannerHidden('', false)).toBe(false);
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

describe('isWelcomeBannerHidden on long input', () => {
  it.each([
    ['slashes then a letter', `/${'/'.repeat(KB100)}a`, false],
    ['slashes between words', `/a${'//b'.repeat(KB100 / 3)}`, false],
    ['only slashes', '/'.repeat(KB100), false],
    ['a hidden path with many trailing slashes', `/cart${'/'.repeat(KB100)}`, true],
    ['an order detail with many slashes', `/order-detail${'/'.repeat(KB100)}x`, true],
  ])('checks %s (100 KB) in linear time', (_, path, hiddenOnDesktop) => {
    let hidden: boolean | undefined;
    expect(msFor(() => (hidden = isWelcomeBannerHidden(path, false)))).toBeLessThan(LINEAR_MS);
    expect(hidden).toBe(hiddenOnDesktop);
    expect(msFor(() => isWelcomeBannerHidden(path, true))).toBeLessThan(LINEAR_MS);
  });
});
