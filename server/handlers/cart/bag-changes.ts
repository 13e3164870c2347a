import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { quantityCap } from '@domain/cart';
import type { CartResponse } from '@schemas/cart';
import { signedInCustomer } from '../../auth/session';
import { cartLines } from '../../db/schema';
import type { Handler, HandlerContext } from '../types';
import { atCapMessage, bagMessages } from './bag-messages';
import { oncePerKey, type Tx } from './idempotent';
import { readBag } from './read-bag';
import { chosenTerms, sellableLine } from './sellable-line';

/** A reply with the whole bag as it now is (spec: shell §7 "data.status, data.message, data.resCartData"). */
async function withBag(tx: Tx, customerId: number, status: string, message: string): Promise<CartResponse> {
  const bag = await readBag(tx, customerId);
  return { data: { status, message, resCartData: bag.lines, cartSummary: bag.summary } };
}

const sessionExpired: CartResponse = {
  data: { status: 'error', message: bagMessages.sessionExpired, resCartData: [], cartSummary: null },
};

/** Every signed-in bag change: the customer from the session, once per Idempotency-Key. */
async function bagChange(
  ctx: HandlerContext,
  call: string,
  change: (tx: Tx, customerId: number) => Promise<CartResponse>,
): Promise<CartResponse> {
  const customerId = await signedInCustomer(ctx.db, ctx.bearerToken);
  if (customerId === null) return sessionExpired;
  return oncePerKey(ctx.db, customerId, ctx.idempotencyKey, call, (tx) => change(tx, customerId));
}

/**
 * Adds `quantity` of a sellable item to a customer's bag, never past what can be sold: the line is locked
 * (or created; a concurrent first insert is caught by the unique (customer, product, variation) index) and
 * raised in SQL (`quantity = least(quantity + n, cap)`), so two tabs never lose an update. Returns the line's
 * quantity before and after.
 */
export async function addQuantity(
  tx: Tx,
  customerId: number,
  item: { productId: number; variationId: number | null; stock: number | null },
  quantity: number,
): Promise<{ before: number; after: number }> {
  const cap = quantityCap(item.stock);
  const same = and(
    eq(cartLines.customerId, customerId),
    eq(cartLines.productId, item.productId),
    item.variationId === null ? isNull(cartLines.variationId) : eq(cartLines.variationId, item.variationId),
  );
  const raise = () =>
    tx
      .update(cartLines)
      .set({ quantity: sql`least(${cartLines.quantity} + ${quantity}, ${cap})`, updatedAt: new Date() })
      .where(same)
      .returning({ quantity: cartLines.quantity });
  const [held] = await tx.select({ quantity: cartLines.quantity }).from(cartLines).where(same).for('update');
  if (held) {
    const [raised] = await raise();
    return { before: held.quantity, after: raised?.quantity ?? held.quantity };
  }
  const [inserted] = await tx
    .insert(cartLines)
    .values({ customerId, productId: item.productId, variationId: item.variationId, quantity: Math.min(quantity, cap) })
    .onConflictDoNothing()
    .returning({ quantity: cartLines.quantity });
  if (inserted) return { before: 0, after: inserted.quantity };
  const [raised] = await raise();
  return { before: 0, after: raised?.quantity ?? 0 };
}

/**
 * `addToCartSession` (spec: shell §7): one more of the line (shell §9 "Quantity added per action: 1"; the
 * line's own quantity and prices in the request are not read). The item and its price come from the
 * database; a selling price not above 0 is refused (§5) and nothing changes.
 */
export const addToCartSession: Handler<'addToCartSession'> = (body, ctx) =>
  bagChange(ctx, 'addToCartSession', async (tx, customerId) => {
    const item = await sellableLine(tx, body.product_id, chosenTerms(body));
    if (!item) return withBag(tx, customerId, 'error', bagMessages.unavailable);
    if (item.sellingPaise <= 0) return withBag(tx, customerId, 'error', bagMessages.internalError);
    const { before, after } = await addQuantity(tx, customerId, item, 1);
    if (after <= before) return withBag(tx, customerId, 'error', atCapMessage(item.name, quantityCap(item.stock)));
    return withBag(tx, customerId, 'success', bagMessages.added);
  });

/** The customer's own line (the owner check: another customer's line is "not found"). */
const ownLine = (customerId: number, cartId: number, cartUserId: number | undefined) =>
  cartUserId !== undefined && cartUserId !== customerId
    ? sql`false`
    : and(eq(cartLines.id, cartId), eq(cartLines.customerId, customerId));

/**
 * `minusToCartSession {cart_id, cart_user_id}`: one fewer, and a line at 1 leaves the bag (as the guest's,
 * shell §4). A line whose selling price is not above 0 is refused like an add (§5 "quantity change").
 */
export const minusToCartSession: Handler<'minusToCartSession'> = (body, ctx) =>
  bagChange(ctx, 'minusToCartSession', async (tx, customerId) => {
    const mine = ownLine(customerId, body.cart_id, body.cart_user_id);
    const { lines } = await readBag(tx, customerId);
    const line = lines.find((l) => l.cart_id === body.cart_id);
    if (!line || (body.cart_user_id !== undefined && body.cart_user_id !== customerId)) {
      return withBag(tx, customerId, 'error', bagMessages.lineNotFound);
    }
    if (line.product_item_status) return withBag(tx, customerId, 'error', bagMessages.internalError);
    const [lowered] = await tx
      .update(cartLines)
      .set({ quantity: sql`${cartLines.quantity} - 1`, updatedAt: new Date() })
      .where(and(mine, gt(cartLines.quantity, 1)))
      .returning({ id: cartLines.id });
    if (!lowered) await tx.delete(cartLines).where(and(mine, lte(cartLines.quantity, 1)));
    return withBag(tx, customerId, 'success', bagMessages.decreased);
  });

/** `removeCartProduct {cart_id}`: the customer's line leaves the bag; anyone else's is "not found". */
export const removeCartProduct: Handler<'removeCartProduct'> = (body, ctx) =>
  bagChange(ctx, 'removeCartProduct', async (tx, customerId) => {
    const [removed] = await tx
      .delete(cartLines)
      .where(ownLine(customerId, body.cart_id, undefined))
      .returning({ id: cartLines.id });
    return withBag(
      tx,
      customerId,
      removed ? 'success' : 'error',
      removed ? bagMessages.removed : bagMessages.lineNotFound,
    );
  });
