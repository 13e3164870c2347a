import type { catalogueCalls } from '@schemas/calls/catalogue';
import { getSearchResultData } from './catalogue';
import { categoryByIds, categoryWiseProducts, customProducts, tagsWiseProducts } from './product-lists';
import type { DomainHandlers } from './types';

/** Catalogue handlers: listings, products, variations and search (schemas/calls/catalogue.ts). */
export const catalogueHandlers: DomainHandlers<typeof catalogueCalls> = {
  getsearchresultdata: getSearchResultData,
  categoryWiseProducts,
  tagsWiseProducts,
  customProducts,
  categoryByIds,
};
