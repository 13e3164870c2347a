import { z } from 'zod/mini';
import { looseArray, looseNumber, looseString, money, optionalNumber } from './primitives';

/** One chosen attribute term of a variable product (spec: shell §3 "selected_variation"). */
export const SelectedVariationSchema = z.object({
  attr: looseString,
  terms: looseString,
  terms_value: z.optional(looseString),
  terms_type: z.optional(looseNumber),
});
export type SelectedVariation = z.infer<typeof SelectedVariationSchema>;

/** A line of the bag (spec: shell §3 "Cart line"); signed-in lines also carry cart_id and cart_user_id. */
export const CartLineSchema = z.object({
  product_id: looseNumber.check(z.int(), z.positive()),
  product_name: looseString,
  product_slug: looseString,
  product_image: looseString,
  product_type: looseNumber,
  product_price: money,
  product_selling_price: money,
  product_discount: z.optional(money),
  product_variation: z.optional(looseString),
  product_category_id: optionalNumber,
  selected_variation: looseArray(SelectedVariationSchema),
  product_availability_status: optionalNumber,
  quantity: looseNumber.check(z.int(), z.positive()),
  product_item_status: z.optional(z.boolean()),
  cart_id: optionalNumber,
  cart_user_id: optionalNumber,
});
export type CartLine = z.infer<typeof CartLineSchema>;

/**
 * A guest's bag as kept in browser storage under CART_SESSION (spec: shell §4 "Storage"): its lines. The
 * summary is recomputed from them, never stored.
 */
export const CartSessionSchema = z.array(CartLineSchema).check(z.maxLength(200));
export type CartSession = z.infer<typeof CartSessionSchema>;
