import {
  AddToCartSessionRequestSchema,
  CartResponseSchema,
  CartSessionDataRequestSchema,
  GuestAddRequestSchema,
  GuestAddResponseSchema,
  MinusToCartSessionRequestSchema,
  RemoveCartProductRequestSchema,
} from '../cart';
import { defineCall } from '../call';

/**
 * The bag: guest checks and the signed-in customer's server bag (spec: shell §7). Each change may carry an
 * Idempotency-Key header (the payloads stay as the spec has them): a replay gets the first reply.
 */

export const cartSessionData = defineCall({
  name: 'cartSessionData',
  method: 'POST',
  path: 'cartSessionData',
  request: CartSessionDataRequestSchema,
  response: CartResponseSchema,
  summary: "The signed-in customer's bag and its summary",
});

export const addToCart = defineCall({
  name: 'addToCart',
  method: 'POST',
  path: 'addToCart',
  request: GuestAddRequestSchema,
  response: GuestAddResponseSchema,
  summary: 'Guest add: whether the product and variation can go in the bag (the bag stays in the browser)',
});

export const addToCartSession = defineCall({
  name: 'addToCartSession',
  method: 'POST',
  path: 'addToCartSession',
  request: AddToCartSessionRequestSchema,
  response: CartResponseSchema,
  summary: "Signed-in add: one more of the line in the customer's bag",
});

export const minusToCartSession = defineCall({
  name: 'minusToCartSession',
  method: 'POST',
  path: 'minusToCartSession',
  request: MinusToCartSessionRequestSchema,
  response: CartResponseSchema,
  summary: 'Signed-in decrease: one fewer; a line at 1 is removed',
});

export const removeCartProduct = defineCall({
  name: 'removeCartProduct',
  method: 'POST',
  path: 'removeCartProduct',
  request: RemoveCartProductRequestSchema,
  response: CartResponseSchema,
  summary: "Signed-in remove: the line leaves the customer's bag",
});

/** Every bag call, keyed by call name, for the contract table. */
export const cartCalls = {
  cartSessionData,
  addToCart,
  addToCartSession,
  minusToCartSession,
  removeCartProduct,
} as const;
