import { rawProducts } from '@fixtures/index';

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

/** Lighthouse mobile (ARCHITECTURE quality bars): home, a content page, a listing, a product page and the bag. */
export const LIGHTHOUSE_ROUTES = ['/', '/our-story', '/list/shop-all', PRODUCT_ROUTE, '/cart'];
