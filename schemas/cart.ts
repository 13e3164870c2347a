import { z } from 'zod/mini';
import { MAX_BAG_LINES, MAX_LINE_QUANTITY } from '@domain/cart';
import { looseArray, looseNumber, looseString, money, optionalNumber, status } from './primitives';
import { boundedText, optionalId, requestId } from './request-input';
import { lazySchema } from './lazy';

/** One chosen attribute term of a variable product (spec: shell §3 "selected_variation"). */
export const SelectedVariationSchema = lazySchema(() =>
  z.object({
    attr: looseString,
    terms: looseString,
    terms_value: z.optional(looseString),
    terms_type: z.optional(looseNumber),
  }),
);
export type SelectedVariation = z.infer<typeof SelectedVariationSchema>;

/** A line of the bag (spec: shell §3 "Cart line"); signed-in lines also carry cart_id and cart_user_id. */
export const CartLineSchema = lazySchema(() =>
  z.object({
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
  }),
);
export type CartLine = z.infer<typeof CartLineSchema>;

/**
 * A guest's bag as kept in browser storage under CART_SESSION (spec: shell §4 "Storage"): its lines. The
 * summary is recomputed from them, never stored.
 */
export const CartSessionSchema = lazySchema(() => z.array(CartLineSchema).check(z.maxLength(MAX_BAG_LINES)));
export type CartSession = z.infer<typeof CartSessionSchema>;

/** The bag's summary (spec: shell §3 "Cart summary"); computed by domain/cart.ts on both sides. */
export const CartSummarySchema = lazySchema(() =>
  z.object({
    itemTotal: money,
    discount: money,
    total_amount: money,
    shipping_charge: money,
    sellingTotal: money,
  }),
);
export type CartSummary = z.infer<typeof CartSummarySchema>;

/**
 * What every signed-in bag call answers inside `data` (spec: shell §7): the whole bag and its summary. A
 * status other than 'success' means an empty bag (cartSessionData) or an unchanged one (a change).
 */
export const CartReplySchema = lazySchema(() =>
  z.object({
    status,
    message: z.optional(looseString),
    resCartData: looseArray(CartLineSchema),
    cartSummary: z.optional(z.nullable(CartSummarySchema)),
    /** Ours: each clamp or refusal a merge or change made, in the shopper's words (issue 9 §5). */
    cart_changes: z.optional(looseArray(looseString)),
  }),
);
export type CartReply = z.infer<typeof CartReplySchema>;

export const CartResponseSchema = lazySchema(() => z.object({ data: CartReplySchema }));
export type CartResponse = z.infer<typeof CartResponseSchema>;

/** `addToCart` (guest): whether the product can go in the bag (spec: shell §7). */
export const GuestAddResponseSchema = lazySchema(() => z.object({ status, message: z.optional(looseString) }));

// Requests (STYLE 20): every string has a size, ids fit the database, and a bag is at most MAX_BAG_LINES long.
const requestTerm = lazySchema(() =>
  z.object({
    attr: boundedText(100, z.string()),
    terms: boundedText(100, z.string()),
    terms_value: z.optional(boundedText(100, looseString)),
    terms_type: z.optional(looseNumber),
  }),
);
const requestVariation = {
  /** The chosen terms as JSON ([{attr, terms}]) or '' for a simple product; selected_variation wins. */
  product_variation: lazySchema(() => z.optional(boundedText(2000, looseString))),
  selected_variation: lazySchema(() => z.optional(z.array(requestTerm).check(z.maxLength(20)))),
};

export const CartSessionDataRequestSchema = lazySchema(() =>
  z.object({
    coupon_session: z.optional(z.null()),
    product_id: z.optional(optionalId),
  }),
);

export const GuestAddRequestSchema = lazySchema(() =>
  z.object({
    product_id: requestId,
    ...requestVariation,
    quantity: z.optional(looseNumber.check(z.int(), z.positive(), z.maximum(MAX_LINE_QUANTITY))),
  }),
);

/** A cart line with its quantity (spec: shell §7 addToCartSession); only its identity is read, never its prices. */
export const AddToCartSessionRequestSchema = GuestAddRequestSchema;

export const MinusToCartSessionRequestSchema = lazySchema(() =>
  z.object({ cart_id: requestId, cart_user_id: z.optional(optionalId) }),
);
export const RemoveCartProductRequestSchema = lazySchema(() => z.object({ cart_id: requestId }));
