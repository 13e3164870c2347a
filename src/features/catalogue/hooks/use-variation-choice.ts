import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ProductDetailsResponse, SelectedTerm } from '@schemas/catalogue-product';
import { variationPriceQueryOptions } from '@/data/catalogue/variation-price';
import { chooseTerm, shownProduct, type ShownProduct } from '../product-view';

export interface VariationChoice {
  selection: SelectedTerm[];
  choose: (term: SelectedTerm) => void;
  shown: ShownProduct;
  /** A chosen variation's price is on its way: the button waits for it. */
  pricing: boolean;
  /** The chosen combination is not sold (the server answered an error): nothing can be added. */
  unavailable: boolean;
}

/**
 * The chosen variation of a product (catalogue §4, shell §4): it starts at the server's default selection
 * (selvararray), whose figures the product's own fields carry; each choice replaces that attribute's term
 * and re-fetches variation-wise-price, whose answer replaces what is shown. While it loads the previous
 * figures stay, so nothing jumps.
 */
export function useVariationChoice(answer: ProductDetailsResponse): VariationChoice {
  const productId = answer.rowProductData?.product_id ?? 0;
  const [chosen, setChosen] = useState<SelectedTerm[] | null>(null);
  const selection = chosen ?? answer.selvararray;
  const price = useQuery({
    ...variationPriceQueryOptions(productId, selection),
    enabled: chosen !== null && selection.length > 0 && productId > 0,
    placeholderData: keepPreviousData,
  });
  const variation = chosen === null ? undefined : price.data;
  if (!answer.rowProductData) throw new Error('useVariationChoice needs a product');
  return {
    selection,
    choose: (term) => setChosen(chooseTerm(selection, term)),
    shown: shownProduct(answer.rowProductData, answer.arrayImages, variation),
    pricing: chosen !== null && (price.isPending || price.isPlaceholderData),
    unavailable: variation !== undefined && variation.status !== 'success',
  };
}
