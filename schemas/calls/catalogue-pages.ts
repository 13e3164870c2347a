import {
  AllCategoriesResponseSchema,
  CategoryDetailsRequestSchema,
  CategoryDetailsResponseSchema,
  ProductListingRequestSchema,
  ProductListingResponseSchema,
} from '../catalogue-listing';
import {
  CompleteTheLookResponseSchema,
  ProductDetailsResponseSchema,
  RecommendedProductsResponseSchema,
  SlugRequestSchema,
  VariationPriceRequestSchema,
  VariationPriceResponseSchema,
} from '../catalogue-product';
import { defineCall, NoBody } from '../call';
import { catalogueBlockCalls } from './catalogue';

/** Catalogue calls of the listing, product and bag pages (catalogue §7). */

export const allCategoriesWithProducts = defineCall({
  name: 'all-categories-with-products',
  method: 'GET',
  path: 'all-categories-with-products',
  request: NoBody,
  response: AllCategoriesResponseSchema,
  summary: 'Every category with its product count, and every attribute filter group',
});

export const productList = defineCall({
  name: 'product-list',
  method: 'POST',
  path: 'product-list',
  query: ['page'],
  request: ProductListingRequestSchema,
  response: ProductListingResponseSchema,
  summary: 'Product listing: one page of a category, collection, tag or the whole shop, with facet counts',
});

export const categorydetails = defineCall({
  name: 'categorydetails',
  method: 'POST',
  path: 'categorydetails',
  request: CategoryDetailsRequestSchema,
  response: CategoryDetailsResponseSchema,
  summary: "Listing header, its filter groups and the theme's listing settings",
});

export const productDetails = defineCall({
  name: 'product-details',
  method: 'POST',
  path: 'product-details',
  request: SlugRequestSchema,
  response: ProductDetailsResponseSchema,
  summary: 'Product page: the product, its images, variations, default selection and related products',
});

export const variationWisePrice = defineCall({
  name: 'variation-wise-price',
  method: 'POST',
  path: 'variation-wise-price',
  request: VariationPriceRequestSchema,
  response: VariationPriceResponseSchema,
  summary: "A variation's SKU, prices, stock, MOQ, dimensions and images",
});

export const completeTheLooksData = defineCall({
  name: 'completeTheLooksData',
  method: 'POST',
  path: 'completeTheLooksData',
  request: SlugRequestSchema,
  response: CompleteTheLookResponseSchema,
  summary: "A product's 'Complete the look' pieces",
});

export const recommendedproductslist = defineCall({
  name: 'recommendedproductslist',
  method: 'GET',
  path: 'recommendedproductslist',
  request: NoBody,
  response: RecommendedProductsResponseSchema,
  summary: 'Suggestions for the bag drawer and the cart page',
});

/** The catalogue's page calls, keyed by call name, for the contract table. */
export const cataloguePageCalls = {
  'all-categories-with-products': allCategoriesWithProducts,
  'product-list': productList,
  categorydetails,
  'product-details': productDetails,
  'variation-wise-price': variationWisePrice,
  completeTheLooksData,
  recommendedproductslist,
} as const;

/** Every catalogue call, for the contract table and the server's handler map. */
export const catalogueCalls = { ...catalogueBlockCalls, ...cataloguePageCalls } as const;
