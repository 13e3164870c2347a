import type { ListingSort, PriceRange } from './listing-params';

/**
 * The sort select's options (catalogue §9): "Select" is the default order, random (§4 "Clear Filter
 * resets sort to 'random'").
 */
export const SORT_OPTIONS: readonly { value: ListingSort; label: string }[] = [
  { value: 'random', label: 'Select' },
  { value: 'lowtohigh', label: 'Price Low to High' },
  { value: 'hightolow', label: 'Price high to Low' },
  { value: 'newarrivals', label: 'New Arrivals' },
];

/** The price buckets (catalogue §9: "under 15000 … above 70000", currency not shown). */
export const PRICE_LABELS: Record<PriceRange, string> = {
  'under-15000': 'Under 15000',
  'under-40000': 'Under 40000',
  'under-70000': 'Under 70000',
  'above-70000': 'Above 70000',
};

/** Attribute types the filter renders (catalogue §3): 1 colour swatches, 3 size list; others are not shown. */
export const COLOUR_ATTRIBUTE = 1;
export const SIZE_ATTRIBUTE = 3;
