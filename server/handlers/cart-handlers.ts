import type { cartCalls } from '@schemas/calls/cart';
import { addToCartSession, minusToCartSession, removeCartProduct } from './cart/bag-changes';
import { addToCart, cartSessionData } from './cart/bag-reads';
import type { DomainHandlers } from './types';

/** The bag's handlers, keyed by call name (schemas/calls/cart.ts). */
export const cartHandlers: DomainHandlers<typeof cartCalls> = {
  cartSessionData,
  addToCart,
  addToCartSession,
  minusToCartSession,
  removeCartProduct,
};
