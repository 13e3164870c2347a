import { SearchRequestSchema, SearchResponseSchema } from '../catalogue';
import {
  CategoryByIdsRequestSchema,
  CategoryByIdsResponseSchema,
  CategoryProductsResponseSchema,
  CustomProductsResponseSchema,
  ProductListRequestSchema,
  TagProductsResponseSchema,
} from '../home-blocks';
import { defineCall } from '../call';

/**
 * Catalogue calls the home blocks and search make: small answers of product cards. The listing and product
 * pages' calls, with their larger schemas, are in ./catalogue-pages.ts, so a block's code never carries them.
 */

export const getsearchresultdata = defineCall({
  name: 'getsearchresultdata',
  method: 'POST',
  path: 'getsearchresultdata',
  request: SearchRequestSchema,
  response: SearchResponseSchema,
  summary: 'Product search',
});

export const categoryWiseProducts = defineCall({
  name: 'categoryWiseProducts',
  method: 'POST',
  path: 'categoryWiseProducts',
  request: ProductListRequestSchema,
  response: CategoryProductsResponseSchema,
  summary: "Product list block: a category's products",
});

export const tagsWiseProducts = defineCall({
  name: 'tagsWiseProducts',
  method: 'POST',
  path: 'tagsWiseProducts',
  request: ProductListRequestSchema,
  response: TagProductsResponseSchema,
  summary: "Product list block: a tag's products",
});

export const customProducts = defineCall({
  name: 'customProducts',
  method: 'POST',
  path: 'customProducts',
  request: ProductListRequestSchema,
  response: CustomProductsResponseSchema,
  summary: 'Product list block: products chosen by id',
});

export const categoryByIds = defineCall({
  name: 'categoryByIds',
  method: 'POST',
  path: 'categoryByIds',
  request: CategoryByIdsRequestSchema,
  response: CategoryByIdsResponseSchema,
  summary: 'Category tiles block',
});

/** The catalogue's block and search calls, keyed by call name, for the contract table. */
export const catalogueBlockCalls = {
  getsearchresultdata,
  categoryWiseProducts,
  tagsWiseProducts,
  customProducts,
  categoryByIds,
} as const;
