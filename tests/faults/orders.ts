import { randomUUID } from 'node:crypto';
import { rawProducts } from '@fixtures/index';
import { jaipurAddress } from '../../bench/cod-order';
import { api, call, describeResult, parse, type CallResult } from './calls';

/**
 * The fault tests' orders (docs/decisions/033-faults.md): the bodies of a guest's and a signed-in customer's COD
 * orders, their Idempotency-Keys, and placing one; signing a demo customer in and filling their bag.
 */

/** Readily available pieces the orders race for (stock 40 and 35 in fixtures/catalogue), and a made-to-order saree. */
export const STOCKED = [6, 29] as const;
const MADE_TO_ORDER = 105;

const line = (id: number) => {
  const product = rawProducts.find((p) => p.product_id === id);
  if (!product) throw new Error(`fixtures/catalogue has no product ${id}`);
  return {
    product_id: id,
    product_name: product.product_name,
    selected_variation: [],
    quantity: 1,
    product_selling_price: product.product_selling_price,
    // Shown as made to order: once the pieces run out the line is made to order, so every order can be placed.
    product_availability_status: 0,
  };
};

/** A guest's COD order: one of each stocked piece and a made-to-order saree, to Jaipur. */
export function guestOrderBody(email: string) {
  return {
    paymentMethod: 'COD',
    shippingCharge: 0,
    // The bench's guest address in Jaipur (bench/cod-order.ts), for this order's own e-mail.
    parsedAddressSession: { ...jaipurAddress(), user_email: email },
    parsedCartSession: [...STOCKED.map(line), line(MADE_TO_ORDER)],
    parsedCouponSession: null,
    parsedGiftCardSession: null,
    textarea: 'Fault test order',
  };
}

/** A signed-in customer's COD order: the lines come from their bag in the database. */
export const customerOrderBody = () => ({
  paymentMethod: 'COD',
  shippingCharge: 0,
  parsedAddressSession: null,
  parsedCartSession: [],
  parsedCouponSession: null,
  parsedGiftCardSession: null,
  textarea: 'Fault test order',
});

/** Every key a run's orders are sent with starts with `fault-<run>-`: the checks find that run's orders by it. */
export const keyPrefix = (run: string) => `fault-${run}-`;
export const newOrderKey = (run: string, who: string) => `${keyPrefix(run)}${who}-${randomUUID()}`;

export interface OrderAttempt {
  key: string;
  port: number;
  result: CallResult;
  /** The order number when the order was acknowledged: HTTP 200, status success. */
  number: string | null;
  at: number;
}

export async function placeOrder(port: number, key: string, body: unknown, bearer?: string): Promise<OrderAttempt> {
  const at = performance.now();
  const result = await call(port, api('makeCodOrder'), {
    body,
    headers: { 'Idempotency-Key': key, ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
  });
  const json = parse(result.body) as { status?: unknown; order_number?: unknown } | undefined;
  const number =
    result.status === 200 && json?.status === 'success' && typeof json.order_number === 'string' && json.order_number
      ? json.order_number
      : null;
  return { key, port, result, number, at };
}

/** Signs a demo customer in; their token. */
export async function signIn(port: number, email: string, password: string): Promise<string> {
  const r = await call(port, api('logincheck'), {
    body: { user_email: email, user_password: password, user_type: 1 },
  });
  const token = (parse(r.body) as { user_token?: unknown } | undefined)?.user_token;
  if (r.status !== 200 || typeof token !== 'string' || !token) throw new Error(`sign-in failed: ${describeResult(r)}`);
  return token;
}

/** Puts one stocked piece in a signed-in customer's bag. */
export const addToBag = (port: number, bearer: string, productId: number) =>
  call(port, api('addToCartSession'), {
    body: { product_id: productId, quantity: 1 },
    headers: { authorization: `Bearer ${bearer}` },
  });
