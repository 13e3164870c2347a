import { queryOptions } from '@tanstack/react-query';
import type { ProductDetailsResponse } from '@schemas/catalogue-product';
import { productDetails } from '@schemas/calls/catalogue-pages';
import { callApi } from '@/data/call-api';

/**
 * POST product-details {slug} (spec: catalogue §7): the product, its images, contact settings, related
 * products, variation attributes and the default selection. Shared by the product page and the
 * variation drawer (one request when both show the same product). Its `ufp_id` depends on the shopper,
 * so the wishlist's changes invalidate ['catalogue', 'product'].
 */
export const productDetailsQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['catalogue', 'product', slug] as const,
    queryFn: ({ signal }) => callApi(productDetails, { slug }, { signal }),
    staleTime: 60_000,
    // An unknown product answers status 'error' at once; retrying would only delay the 404.
    retry: false,
  });

/** True when the back office has no product by that slug (the page answers 404). */
export const isUnknownProduct = (answer: ProductDetailsResponse | undefined): boolean =>
  !(answer?.status === 'success' && answer.rowProductData);
