import { STORAGE_KEYS } from '@domain/constants';
import { rawProducts } from '@fixtures/index';
import { storyGuestCheckout } from '@fixtures/responses/checkout';
import { guestBag } from '@fixtures/sessions';

/**
 * The product page the bench measures: the seed's first variable product (product_type 1) with more than
 * one image, so the page shows its gallery and variation pickers (issue 9 §6 "a product page").
 */
const product =
  rawProducts.find((p) => p.product_type === 1 && p.images.length > 1) ??
  rawProducts.find((p) => p.product_type === 1) ??
  rawProducts[0];
if (!product) throw new Error('the seed has no products to measure');

export const PRODUCT_ROUTE = `/product/${product.product_slug}`;

/** /cart as a guest with a bag sees it (the query string only names the measurement; the page ignores it). */
export const CART_WITH_BAG = '/cart?with=bag';

/** The article the bench measures (issue 12 §3): one of the seed's, with a cover and related articles. */
export const ARTICLE_ROUTE = '/blog/bis-hallmark-explained';

/**
 * Lighthouse mobile (ARCHITECTURE quality bars; issue 9 §6, issue 10 §6, issue 12 §3): home, a content page, a
 * listing, a product page, the bag empty (a first visit) and holding two lines, the two checkout steps, an
 * article and the FAQ.
 */
export const LIGHTHOUSE_ROUTES = [
  '/',
  '/our-story',
  '/list/shop-all',
  PRODUCT_ROUTE,
  '/cart',
  CART_WITH_BAG,
  '/address',
  '/checkout',
  ARTICLE_ROUTE,
  '/faq',
];

/**
 * What a guest's browser holds on a page that is measured with it: the bag, and the address on the payment
 * step. Without them the checkout steps send a guest home (shell §2), and /cart would be its empty state.
 */
const guestBagStorage = { [STORAGE_KEYS.cartSession]: JSON.stringify(guestBag) };
export const ROUTE_STORAGE: Record<string, Record<string, string>> = {
  [CART_WITH_BAG]: guestBagStorage,
  '/address': guestBagStorage,
  '/checkout': { ...guestBagStorage, [STORAGE_KEYS.addressSession]: JSON.stringify(storyGuestCheckout) },
};
