import { z } from 'zod';
import { searchTermError } from '../domain/validation';
import { looseArray, looseNumber, looseString, money, optionalNumber, status } from './primitives';

/** Product card (spec: shell §3). Prices are strict: money is at stake. */
export const ProductCardSchema = z.object({
  product_id: looseNumber,
  product_slug: z.string().min(1),
  product_name: z.string().min(1),
  arrayImages: looseArray(z.string()),
  product_price: money,
  product_selling_price: money,
  /** Comma-separated labels, e.g. "New,Handcrafted". */
  product_label_name: looseString,
  product_type: optionalNumber,
  variation: z.unknown().optional(),
  /** Above 0 means the product is in the signed-in shopper's wishlist. */
  ufp_id: optionalNumber,
});
export type ProductCard = z.infer<typeof ProductCardSchema>;

export const SearchRequestSchema = z.object({
  search_filter: z.string().superRefine((v, ctx) => {
    const error = searchTermError(v);
    if (error) ctx.addIssue({ code: 'custom', message: error });
  }),
});

export const SearchResponseSchema = z.object({
  status,
  data: z.object({ data: looseArray(ProductCardSchema) }),
});
