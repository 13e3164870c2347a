import type { Handler } from '../types';

/**
 * Answers for the catalogue calls whose handlers are being written (issue 9 §1): a business error, so the
 * contract and its routes exist for the other parts of the issue while the SQL lands. Replaced call by call.
 */
const notYet = { status: 'error', message: 'Not available yet' } as const;

export const pendingAllCategories: Handler<'all-categories-with-products'> = async () =>
  Promise.resolve({ ...notYet, resCategory: [], attributesFilter: [] });
export const pendingProductList: Handler<'product-list'> = async () =>
  Promise.resolve({
    ...notYet,
    categoriesList: [],
    collectionList: [],
    category_img_url: '',
    collection_img_url: '',
    termCounts: [],
    priceRangeCounts: [],
  });
export const pendingCategoryDetails: Handler<'categorydetails'> = async () =>
  Promise.resolve({ ...notYet, resAttributesData: [] });
export const pendingProductDetails: Handler<'product-details'> = async () =>
  Promise.resolve({
    ...notYet,
    arrayImages: [],
    relatedProducts: [],
    variationData: [],
    selvararray: [],
    sizeGuideBaseUrl: '',
    termImageBaseUrl: '',
  });
export const pendingVariationPrice: Handler<'variation-wise-price'> = async () =>
  Promise.resolve({ ...notYet, arrayImages: [] });
export const pendingLooks: Handler<'completeTheLooksData'> = async () =>
  Promise.resolve({ ...notYet, resCompleteTheLooksData: [] });
export const pendingRecommended: Handler<'recommendedproductslist'> = async () =>
  Promise.resolve({ ...notYet, recommendedproducts: [] });
