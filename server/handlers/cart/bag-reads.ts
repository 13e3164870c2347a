import { sellable, toRupees } from '@domain/cart';
import { signedInCustomer } from '../../auth/session';
import type { Handler } from '../types';
import { bagMessages } from './bag-messages';
import { readBag } from './read-bag';
import { chosenTerms, sellableLine } from './sellable-line';

/**
 * `cartSessionData {coupon_session: null} | {product_id}` (spec: shell §7): the signed-in customer's whole bag
 * and summary. Without a valid session: "Session expired" and an empty bag (§8 "A failed server cart load
 * empties the cart").
 */
export const cartSessionData: Handler<'cartSessionData'> = async (_body, { db, bearerToken }) => {
  const customerId = await signedInCustomer(db, bearerToken);
  if (customerId === null) {
    return { data: { status: 'error', message: bagMessages.sessionExpired, resCartData: [], cartSummary: null } };
  }
  const bag = await readBag(db, customerId);
  return { data: { status: 'success', message: bagMessages.loaded, resCartData: bag.lines, cartSummary: bag.summary } };
};

/**
 * `addToCart {product_id, product_variation, quantity}` (guest; spec: shell §7): the guest's bag stays in the
 * browser, so the server only checks that the product and its variation exist and sell above 0 (§5). The
 * browser then adds the line with the prices the storefront showed; a signed-in bag reads them again here.
 */
export const addToCart: Handler<'addToCart'> = async (body, { db }) => {
  const item = await sellableLine(db, body.product_id, chosenTerms(body));
  if (!item) return { status: 'error', message: bagMessages.unavailable };
  if (!sellable(toRupees(item.sellingPaise))) return { status: 'error', message: bagMessages.internalError };
  return { status: 'success', message: bagMessages.available };
};
