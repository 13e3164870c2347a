import type { catalogueCalls } from '@schemas/calls/catalogue';
import { getSearchResultData } from './catalogue';
import { categoryByIds, categoryWiseProducts, customProducts, tagsWiseProducts } from './product-lists';
import {
  pendingAllCategories,
  pendingCategoryDetails,
  pendingLooks,
  pendingProductDetails,
  pendingProductList,
  pendingRecommended,
  pendingVariationPrice,
} from './catalogue/pending';
import type { DomainHandlers } from './types';

/** Catalogue handlers: listings, products, variations and search (schemas/calls/catalogue.ts). */
export const catalogueHandlers: DomainHandlers<typeof catalogueCalls> = {
  getsearchresultdata: getSearchResultData,
  categoryWiseProducts,
  tagsWiseProducts,
  customProducts,
  categoryByIds,
  'all-categories-with-products': pendingAllCategories,
  'product-list': pendingProductList,
  categorydetails: pendingCategoryDetails,
  'product-details': pendingProductDetails,
  'variation-wise-price': pendingVariationPrice,
  completeTheLooksData: pendingLooks,
  recommendedproductslist: pendingRecommended,
};
