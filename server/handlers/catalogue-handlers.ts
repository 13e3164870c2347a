import type { catalogueCalls } from '@schemas/calls/catalogue-pages';
import { getSearchResultData } from './catalogue';
import { categoryByIds, categoryWiseProducts, customProducts, tagsWiseProducts } from './product-lists';
import { allCategoriesWithProducts, categoryDetails } from './catalogue/categories';
import { productList } from './catalogue/listing';
import { productDetails } from './catalogue/product-details';
import { completeTheLooksData, recommendedProductsList, variationWisePrice } from './catalogue/product-extras';
import type { DomainHandlers } from './types';

/** Catalogue handlers: listings, products, variations and search (schemas/calls/catalogue.ts, catalogue-pages.ts). */
export const catalogueHandlers: DomainHandlers<typeof catalogueCalls> = {
  getsearchresultdata: getSearchResultData,
  categoryWiseProducts,
  tagsWiseProducts,
  customProducts,
  categoryByIds,
  'all-categories-with-products': allCategoriesWithProducts,
  'product-list': productList,
  categorydetails: categoryDetails,
  'product-details': productDetails,
  'variation-wise-price': variationWisePrice,
  completeTheLooksData,
  recommendedproductslist: recommendedProductsList,
};
