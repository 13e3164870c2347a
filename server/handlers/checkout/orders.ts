import { bagSummary } from '@domain/cart';
import { signedInCustomer } from '../../auth/session';
import { shippingRule } from '../cart/read-bag';
import type { Handler } from '../types';
import { checkoutMessages as say } from './checkout-messages';
import { askedFromBag, askedFromRequest, checkLine, wireLine } from './order-lines';
import { orderMessages, placeOrder } from './place-order';

/**
 * `checkOrderSummary {parsedCartSession}` (shell §7, §4 "Before placing an order the cart is re-checked"):
 * the bag's lines as they sell now, each flagged (product_item_status) when it cannot be ordered as it is,
 * with the summary from the database's prices. Changes nothing.
 */
export const checkOrderSummary: Handler<'checkOrderSummary'> = async (body, { db, bearerToken }) => {
  const customerId = await signedInCustomer(db, bearerToken);
  if (bearerToken && customerId === null) {
    return { status: 'error', message: say.sessionExpired, updatedSessionData: [], cartSummary: null };
  }
  const asked =
    customerId === null
      ? askedFromRequest(body.parsedCartSession ?? [])
      : await askedFromBag(db, customerId, body.parsedCartSession ?? []);
  const checked = await Promise.all(asked.map((line) => checkLine(db, line)));
  const lines = checked.map((l) => wireLine(l));
  const stops = checked.find((l) => l.problem);
  return {
    status: stops ? 'error' : 'success',
    message: stops?.problem ?? '',
    updatedSessionData: lines,
    cartSummary: bagSummary(lines, await shippingRule(db)),
  };
};

/** `makeCodOrder` (shell §7, §4 "COD creates the order directly"): cash on delivery only. */
export const makeCodOrder: Handler<'makeCodOrder'> = async (body, ctx) => {
  if (body.paymentMethod !== 'COD') {
    return { status: 'error', order_number: '', message: orderMessages.codOnly };
  }
  return placeOrder(body, ctx);
};
