import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { bagSummary, toPaise, toRupees } from '@domain/cart';
import { couponDiscountPaise, giftCardTooLarge, minimumOrderMessage, orderTotals } from '@domain/checkout';
import type { PlaceOrderRequest, PlaceOrderResponse } from '@schemas/order';
import { signedInCustomer } from '../../auth/session';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { couponUses, coupons, emailOutbox, giftCards, orderItems, orders, settings } from '../../db/schema';
import { numericPaise } from '../cart/sellable-line';
import { shippingRule } from '../cart/read-bag';
import type { HandlerContext } from '../types';
import { checkoutMessages as say } from './checkout-messages';
import { confirmationMail, destination } from './order-destination';
import {
  askedFromBag,
  askedFromRequest,
  checkLine,
  clearBag,
  takeStock,
  wireLine,
  type CheckedLine,
} from './order-lines';
import { couponRefusal, couponRule, findCoupon } from './select-coupon';
import { findGiftCard, giftCardRefusal } from './select-gift-card';

/** The order's own answers (ours: the spec lists only order_number and message). */
export const orderMessages = {
  placed: 'Your order has been placed.',
  bagEmpty: 'Your shopping bag is empty.',
  lineStops: 'Some items in your bag have changed. Please check your bag before placing the order.',
  noAddress: 'Please add a shipping address.',
  placeUnknown: 'Please choose the country, state and city from the lists.',
  giftCardTaken: 'This gift card has already been used.',
  notYours: 'This order request was already used.',
  codOnly: 'Please choose Cash on Delivery to place this order without paying now.',
} as const;

/** Unguessable order numbers: PDK- and 10 characters of 50 random bits (Crockford's alphabet). */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export function newOrderNumber(): string {
  const bytes = randomBytes(10);
  return `PDK-${Array.from(bytes, (b) => ALPHABET[b % 32]).join('')}`;
}

export const hashOrderToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Stops the order's transaction (everything it did is undone) with the answer to give. */
class Refusal extends Error {
  constructor(readonly answer: PlaceOrderResponse) {
    super(answer.message);
  }
}

const refused = (message: string, lines?: CheckedLine[], problems?: (string | null)[]): PlaceOrderResponse => ({
  status: 'error',
  order_number: '',
  message,
  ...(lines ? { updatedSessionData: lines.map((l, i) => wireLine(l, problems?.[i] ?? l.problem)) } : {}),
});

/** The answer for an order already placed under this request's key, when the caller owns it. */
async function replayed(db: Db, key: string, customerId: number | null): Promise<PlaceOrderResponse | null> {
  const [order] = await db
    .select({ number: orders.number, customerId: orders.customerId, guest: orders.guestTokenHash })
    .from(orders)
    .where(eq(orders.idempotencyKey, key));
  if (!order) return null;
  const mine = customerId !== null ? order.customerId === customerId : order.guest === hashOrderToken(key);
  if (!mine) return refused(orderMessages.notYours);
  return {
    status: 'success',
    order_number: order.number,
    message: orderMessages.placed,
    ...(customerId === null ? { order_token: key } : {}),
  };
}

/**
 * Places an order (issue 10 §3) in one transaction: the bag (a customer's from the database, a guest's from
 * the request) is checked line by line against the database; each readily available line takes its pieces
 * from stock with a conditional update; coupon and gift card are checked again and the card is spent on the
 * condition that it is unspent; every total is computed here by the shared rules. Anything that stops the
 * order undoes all of it. One order per Idempotency-Key: a replay returns the same order. A guest's order
 * belongs to the browser holding its token (the request's key, or a new random one).
 */
export async function placeOrder(
  body: PlaceOrderRequest,
  { db, bearerToken, idempotencyKey, publicUrl }: HandlerContext,
): Promise<PlaceOrderResponse> {
  const customerId = await signedInCustomer(db, bearerToken);
  if (bearerToken && customerId === null) return refused(say.sessionExpired);
  if (idempotencyKey) {
    const earlier = await replayed(db, idempotencyKey, customerId);
    if (earlier) return earlier;
  }
  const guestToken = customerId === null ? (idempotencyKey ?? randomBytes(24).toString('base64url')) : null;
  try {
    return await db.transaction(async (tx) => {
      const asked =
        customerId === null
          ? askedFromRequest(body.parsedCartSession ?? [])
          : await askedFromBag(tx, customerId, body.parsedCartSession ?? []);
      if (asked.length === 0) throw new Refusal(refused(orderMessages.bagEmpty));
      const checked: CheckedLine[] = [];
      for (const line of asked) checked.push(await checkLine(tx, line));
      if (checked.some((l) => l.problem)) throw new Refusal(refused(orderMessages.lineStops, checked));
      const found = await destination(tx, customerId, body);
      if (!found.ok) {
        throw new Refusal(refused(found.missing === 'address' ? orderMessages.noAddress : orderMessages.placeUnknown));
      }
      const where = found.value;

      // Stock, line by line; the first line that finds its pieces gone stops the order (all is undone).
      const madeToOrder: boolean[] = [];
      for (const line of checked) {
        const taken = await takeStock(tx, line);
        if (taken.problem) {
          throw new Refusal(
            refused(
              orderMessages.lineStops,
              checked,
              checked.map((l) => (l === line ? taken.problem : null)),
            ),
          );
        }
        madeToOrder.push(taken.madeToOrder);
      }

      const wire = checked.map((l) => wireLine(l));
      const summary = bagSummary(wire, await shippingRule(tx as unknown as Db));
      const cartPaise = toPaise(summary.total_amount);

      const code = body.parsedCouponSession?.promo_code?.trim();
      let coupon: { id: number; code: string; paise: number } | null = null;
      if (code) {
        // Locked: two orders by one customer cannot both use a once-per-customer coupon.
        await tx.execute(sql`select id from ${coupons} where upper(${coupons.code}) = upper(${code}) for update`);
        const row = await findCoupon(tx as unknown as Db, code);
        const refusal = await couponRefusal(tx as unknown as Db, row, cartPaise, customerId);
        if (refusal || !row) throw new Refusal(refused(refusal ?? say.couponUnknown));
        coupon = { id: row.id, code: row.code, paise: couponDiscountPaise(couponRule(row), cartPaise) };
      }

      const cardCode = body.parsedGiftCardSession?.gt_giftcard_code?.trim();
      let giftCard: { id: number; paise: number } | null = null;
      if (cardCode) {
        const row = await findGiftCard(tx as unknown as Db, cardCode);
        const refusal =
          giftCardRefusal(row, cartPaise - (coupon?.paise ?? 0)) ??
          (row ? giftCardTooLarge(numericPaise(row.amount), cartPaise, coupon?.paise ?? 0) : null);
        if (refusal || !row) throw new Refusal(refused(refusal ?? say.giftCardUnknown));
        giftCard = { id: row.id, paise: numericPaise(row.amount) };
      }

      const totals = orderTotals({
        itemTotalPaise: toPaise(summary.itemTotal),
        discountPaise: toPaise(summary.discount),
        couponPaise: coupon?.paise ?? 0,
        giftCardPaise: giftCard?.paise ?? 0,
        shippingPaise: toPaise(summary.shipping_charge),
      });
      const [site] = await tx.select({ data: settings.data }).from(settings).where(eq(settings.id, 1));
      const minimum = minimumOrderMessage(totals, toPaise(site?.data.admin_min_order ?? 0));
      if (minimum) throw new Refusal(refused(minimum));

      const number = newOrderNumber();
      const money = (paise: number) => toRupees(paise).toFixed(2);
      const [order] = await tx
        .insert(orders)
        .values({
          number,
          customerId,
          guestTokenHash: guestToken ? hashOrderToken(guestToken) : null,
          idempotencyKey,
          method: body.paymentMethod,
          name: where.name,
          email: where.email,
          address: where.address,
          note: body.textarea ?? '',
          itemTotal: money(totals.itemTotal),
          discount: money(totals.discount),
          couponId: coupon?.id ?? null,
          couponCode: coupon?.code ?? '',
          couponAmount: money(totals.coupon),
          giftCardId: giftCard?.id ?? null,
          giftCardAmount: money(totals.giftCard),
          shipping: money(totals.shipping),
          tax: money(totals.gst),
          total: money(totals.total),
        })
        .returning({ id: orders.id });
      if (!order) throw new Error('order not stored');
      await tx.insert(orderItems).values(
        checked.map((l, i) => ({
          orderId: order.id,
          productId: l.item?.productId ?? null,
          variationId: l.item?.variationId ?? null,
          title: l.item?.name ?? '',
          image: l.item?.image ?? '',
          selectedVariation: (l.item?.terms ?? []).map(({ attr, terms }) => ({ attr, terms })),
          quantity: l.asked.quantity,
          price: money(l.item?.pricePaise ?? 0),
          sellingPrice: money(l.item?.sellingPaise ?? 0),
          madeToOrder: madeToOrder[i] ?? true,
        })),
      );
      if (coupon) await tx.insert(couponUses).values({ couponId: coupon.id, customerId, orderNumber: number });
      if (giftCard) {
        const spent = await tx
          .update(giftCards)
          .set({ redeemedAt: new Date(), redeemedOrderNumber: number })
          .where(and(eq(giftCards.id, giftCard.id), isNull(giftCards.redeemedAt), gt(giftCards.expiresAt, new Date())))
          .returning({ id: giftCards.id });
        if (spent.length === 0) throw new Refusal(refused(orderMessages.giftCardTaken));
      }
      if (customerId !== null) await clearBag(tx, customerId);
      await tx
        .insert(emailOutbox)
        .values(
          confirmationMail(
            where.email,
            number,
            where.name,
            totals.total,
            publicUrl,
            Number(site?.data.shipping_estimated_days ?? 0),
          ),
        );
      return {
        status: 'success',
        order_number: number,
        message: orderMessages.placed,
        ...(guestToken ? { order_token: guestToken } : {}),
      };
    });
  } catch (error) {
    if (error instanceof Refusal) return error.answer;
    // The same key raced another request: that one placed the order; answer with it.
    if (idempotencyKey && isUniqueViolation(error)) {
      const earlier = await replayed(db, idempotencyKey, customerId);
      if (earlier) return earlier;
    }
    throw error;
  }
}
