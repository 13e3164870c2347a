import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { bagSummary, toPaise, toRupees } from '@domain/cart';
import {
  couponDiscountPaise,
  giftCardTooLarge,
  minimumOrderMessage,
  orderTotals,
  type OrderTotals,
} from '@domain/checkout';
import type { PlaceOrderRequest, PlaceOrderResponse } from '@schemas/order';
import type { Db } from '../../db/client';
import { couponUses, coupons, giftCards, orderItems, orders, settings } from '../../db/schema';
import { numericPaise } from '../cart/sellable-line';
import { shippingRule } from '../cart/read-bag';
import { checkoutMessages as say } from './checkout-messages';
import { destination, type Destination } from './order-destination';
import {
  askedFromBag,
  askedFromRequest,
  checkLine,
  lockProducts,
  takeStock,
  wireLine,
  type CheckedLine,
} from './order-lines';
import { orderMessages } from './order-messages';
import { hashOrderToken, newOrderNumber } from './order-numbers';
import { couponRefusal, couponRule, findCoupon } from './select-coupon';
import { findGiftCard, giftCardRefusal } from './select-gift-card';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Stops the order's transaction (everything it did is undone) with the answer to give. */
export class Refusal extends Error {
  constructor(readonly answer: PlaceOrderResponse) {
    super(answer.message);
  }
}

export const refused = (message: string, lines?: CheckedLine[], problems?: (string | null)[]): PlaceOrderResponse => ({
  status: 'error',
  order_number: '',
  message,
  ...(lines ? { updatedSessionData: lines.map((l, i) => wireLine(l, problems?.[i] ?? l.problem)) } : {}),
});

/** Who orders, and how the order is to be paid. */
export interface OrderWrite {
  body: PlaceOrderRequest;
  customerId: number | null;
  guestToken: string | null;
  idempotencyKey: string | null;
  /** 'cod': placed now; 'awaiting': an online order holding its pieces until paid or released (ADR 022). */
  payment: 'cod' | 'awaiting';
  /** When an awaiting order is released. */
  expiresAt?: Date;
  /** The least total the order may have (an online payment of less cannot be taken). */
  minimumTotalPaise?: number;
}

export interface WrittenOrder {
  id: number;
  number: string;
  totals: OrderTotals;
  where: Destination;
  /** The site's estimated delivery days, for the confirmation mail. */
  estimatedDays: number;
}

/**
 * Writes an order in the caller's transaction (issue 10 §3, ADR 021): the bag (a customer's from the database,
 * a guest's from the request) is checked line by line; each readily available line takes its pieces from stock
 * with a conditional update; coupon and gift card are checked again and the card is spent on the condition that
 * it is unspent; every total is computed here by the shared rules. Throws a Refusal for anything that stops the
 * order, so the caller's transaction undoes all of it. The bag and the mail are the caller's.
 */
export async function writeOrder(tx: Tx, input: OrderWrite): Promise<WrittenOrder> {
  const { body, customerId } = input;
  const asked =
    customerId === null
      ? askedFromRequest(body.parsedCartSession ?? [])
      : await askedFromBag(tx, customerId, body.parsedCartSession ?? []);
  if (asked.length === 0) throw new Refusal(refused(orderMessages.bagEmpty));
  // Checked and taken as if no other order ran meanwhile (lockProducts).
  await lockProducts(
    tx,
    asked.map((line) => line.productId),
  );
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
      const problems = checked.map((l) => (l === line ? taken.problem : null));
      throw new Refusal(refused(orderMessages.lineStops, checked, problems));
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
  if (input.minimumTotalPaise !== undefined && totals.total < input.minimumTotalPaise) {
    throw new Refusal(refused(orderMessages.nothingToPayOnline));
  }

  const number = newOrderNumber();
  const money = (paise: number) => toRupees(paise).toFixed(2);
  const [order] = await tx
    .insert(orders)
    .values({
      number,
      customerId,
      guestTokenHash: input.guestToken ? hashOrderToken(input.guestToken) : null,
      idempotencyKey: input.idempotencyKey,
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
      payment: input.payment,
      expiresAt: input.expiresAt ?? null,
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
  return { id: order.id, number, totals, where, estimatedDays: Number(site?.data.shipping_estimated_days ?? 0) };
}
