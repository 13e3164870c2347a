import { z } from 'zod/mini';
import { searchTermError } from '../domain/validation';
import { checkedString, looseArray, looseNumber, looseString, money, optionalNumber, status } from './primitives';
import { boundedText } from './request-input';
import { lazySchema } from './lazy';

/** Product card (spec: shell §3). Prices are strict: money is at stake. */
export const ProductCardSchema = lazySchema(() =>
  z.object({
    product_id: looseNumber,
    product_slug: z.string().check(z.minLength(1)),
    product_name: z.string().check(z.minLength(1)),
    arrayImages: looseArray(z.string()),
    product_price: money,
    product_selling_price: money,
    /** Comma-separated labels, e.g. "New,Handcrafted". */
    product_label_name: looseString,
    product_type: optionalNumber,
    variation: z.optional(z.unknown()),
    /** Above 0 means the product is in the signed-in shopper's wishlist. */
    ufp_id: optionalNumber,
  }),
);
export type ProductCard = z.infer<typeof ProductCardSchema>;

/** The longest search term a request may carry: longer than any product's name. */
export const SEARCH_TERM_MAX = 200;

export const SearchRequestSchema = lazySchema(() =>
  z.object({
    search_filter: boundedText(SEARCH_TERM_MAX, checkedString(searchTermError)),
  }),
);

export const SearchResponseSchema = lazySchema(() =>
  z.object({
    status,
    data: z.object({ data: looseArray(ProductCardSchema) }),
  }),
);

/**
 * The products a shopper looked at last, newest first, kept in browser storage (spec: shell §4 "recently
 * viewed"): their slugs, at most RECENTLY_VIEWED_MAX.
 */
export const RECENTLY_VIEWED_MAX = 12;
export const RecentlyViewedSchema = lazySchema(() =>
  z.array(z.string().check(z.minLength(1), z.maxLength(200))).check(z.maxLength(RECENTLY_VIEWED_MAX)),
);
export type RecentlyViewed = z.infer<typeof RecentlyViewedSchema>;
