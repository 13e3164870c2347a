import { queryOptions } from '@tanstack/react-query';
import type { SelectedTerm } from '@schemas/catalogue-product';
import { variationWisePrice } from '@schemas/calls/catalogue-pages';
import { callApi } from '@/data/call-api';

/**
 * The selection in one order (by attribute name, code unit by code unit), so equal selections share one
 * key. Not `localeCompare`: any fixed order will do, and a collator's first use starts the platform's
 * locale data on the product page's first draw (ADR 037).
 */
const inOrder = (selection: readonly SelectedTerm[]) =>
  [...selection]
    .map(({ attr, terms, terms_value, terms_type }) => ({ attr, terms, terms_value, terms_type }))
    .sort((a, b) => (a.attr < b.attr ? -1 : a.attr > b.attr ? 1 : 0));

/**
 * POST variation-wise-price {variation, product_id} (spec: shell §7, catalogue §4): the chosen
 * variation's SKU, prices, stock, MOQ, discount, dimensions and images. Off until something is chosen.
 */
export const variationPriceQueryOptions = (productId: number, selection: readonly SelectedTerm[]) =>
  queryOptions({
    queryKey: ['catalogue', 'variation-price', productId, inOrder(selection)] as const,
    queryFn: ({ signal }) =>
      callApi(variationWisePrice, { product_id: productId, variation: inOrder(selection) }, { signal }),
    enabled: selection.length > 0,
    staleTime: 60_000,
  });
