import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { Db } from '../../db/client';
import { cartLines } from '../../db/schema';
import { apiCall } from '../../test-support/api-call';
import { signedInShopper } from '../cart/bag-test-kit';
import { guestAddress, guestOrder } from '../checkout/order-test-kit';
import { paidResponse, post } from '../checkout/payment-test-kit';

export interface Shopper {
  id: number;
  token: string;
  bearer: Record<string, string>;
}

/** A signed-in customer with one saved (default) address. */
export async function shopperWithAddress(app: Hono, db: Db, name: string): Promise<Shopper> {
  const shopper = await signedInShopper(db, name);
  const bearer = { Authorization: `Bearer ${shopper.token}` };
  const saved = await apiCall(app, 'userAddressProcess', { ...guestAddress().user_address, ua_fname: name }, bearer);
  if (!saved.ok) throw new Error(`address not saved: ${saved.status}`);
  return { ...shopper, bearer };
}

type Lines = { product: { id: number }; quantity: number; variationId?: number }[];
const newKey = () => ({ 'Idempotency-Key': `account-${randomBytes(8).toString('hex')}` });

async function fillBag(db: Db, customerId: number, lines: Lines) {
  await db.delete(cartLines).where(eq(cartLines.customerId, customerId));
  await db.insert(cartLines).values(
    lines.map((l) => ({
      customerId,
      productId: l.product.id,
      variationId: l.variationId ?? null,
      quantity: l.quantity,
    })),
  );
}

/** Places a COD order from the customer's bag through the API; returns its number. */
export async function placeCod(app: Hono, db: Db, shopper: Shopper, lines: Lines, extra: Record<string, unknown> = {}) {
  await fillBag(db, shopper.id, lines);
  const placed = await post(app, 'makeCodOrder', guestOrder([], { parsedAddressSession: null, ...extra }), {
    ...shopper.bearer,
    ...newKey(),
  });
  if (placed.body.status !== 'success') throw new Error(`order not placed: ${String(placed.body.message)}`);
  return String(placed.body.order_number);
}

/** Places an online (UPI) order and pays it through the sandbox; returns its number and payment id. */
export async function placePaid(app: Hono, db: Db, shopper: Shopper, lines: Lines) {
  await fillBag(db, shopper.id, lines);
  const temp = await post(
    app,
    'createTempOrder',
    guestOrder([], { parsedAddressSession: null, paymentMethod: 'UPI' }),
    {
      ...shopper.bearer,
      ...newKey(),
    },
  );
  const number = String(temp.body.temp_trans_order_id);
  const paid = await paidResponse(db, String(temp.body.temp_razorpay_order_id));
  const done = await post(app, 'paymentProcessing', { ...paid, temp_trans_order_id: number }, shopper.bearer);
  if (done.body.status !== 'success') throw new Error(`payment not taken: ${String(done.body.message)}`);
  return { number, paymentId: paid.paymentId };
}
