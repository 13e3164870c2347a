/**
 * Coupon, gift card and order totals (spec: shell §9 "GST 3% on (total minus coupon minus gift card)",
 * "Minimum order"; issue 10 §1), shared by the browser and the server (STYLE 19). Amounts are integer paise;
 * only the wire carries rupees.
 */
import { toPaise } from './cart';
import { formatINR } from './money';

/** spec: shell §1 "Tax is labelled 3% GST"; in basis points so the rate stays an integer. */
export const GST_BASIS_POINTS = 300;
export const GST_LABEL = '3% GST';

/** spec: shell §9 — gift cards of 11000, 21000 or 51000 rupees, valid one year. */
export const GIFT_CARD_AMOUNTS = [11_000, 21_000, 51_000] as const;
export const GIFT_CARD_VALID_DAYS = 365;

/** A coupon's rule as the database keeps it, amounts in paise. */
export interface CouponRule {
  /** 'percent': `percent` of the bag's total, at most `maxDiscountPaise`; 'flat': `amountPaise` off. */
  kind: 'percent' | 'flat';
  percent: number;
  amountPaise: number;
  maxDiscountPaise: number | null;
  /** The bag's total (after product discounts) must be at least this. */
  minCartPaise: number;
}

/**
 * What a coupon takes off a bag whose total (item total − discount) is `cartPaise`: a percentage rounded
 * down to the paisa and capped, or a flat amount; never more than the bag.
 */
export function couponDiscountPaise(rule: CouponRule, cartPaise: number): number {
  const raw = rule.kind === 'percent' ? Math.floor((cartPaise * rule.percent) / 100) : rule.amountPaise;
  const capped = rule.maxDiscountPaise === null ? raw : Math.min(raw, rule.maxDiscountPaise);
  return Math.max(0, Math.min(capped, cartPaise));
}

/** What the order's totals are built from, in paise. */
export interface TotalsInput {
  itemTotalPaise: number;
  discountPaise: number;
  couponPaise: number;
  giftCardPaise: number;
  shippingPaise: number;
}

/** An order's totals (spec: shell §2 "Order confirmation" summary lines), in paise. */
export interface OrderTotals {
  itemTotal: number;
  discount: number;
  /** item total − discount: the bag's total. */
  cartTotal: number;
  coupon: number;
  giftCard: number;
  shipping: number;
  /** What GST is charged on: cart total − coupon − gift card, never below 0. */
  taxable: number;
  gst: number;
  /** What the shopper pays: taxable + GST + shipping. */
  total: number;
}

/** GST on `taxablePaise`, rounded half up to the paisa. */
export const gstPaise = (taxablePaise: number): number => Math.round((taxablePaise * GST_BASIS_POINTS) / 10_000);

/**
 * The order's totals (spec: shell §9): GST is 3% of (total − coupon − gift card), where the total is the bag's
 * (item total − discount); shipping is added after tax. A coupon and a gift card together never take the
 * taxable amount below 0.
 */
export function orderTotals(input: TotalsInput): OrderTotals {
  const cartTotal = input.itemTotalPaise - input.discountPaise;
  const coupon = Math.min(input.couponPaise, cartTotal);
  const giftCard = Math.min(input.giftCardPaise, cartTotal - coupon);
  const taxable = cartTotal - coupon - giftCard;
  const gst = gstPaise(taxable);
  return {
    itemTotal: input.itemTotalPaise,
    discount: input.discountPaise,
    cartTotal,
    coupon,
    giftCard,
    shipping: input.shippingPaise,
    taxable,
    gst,
    total: taxable + gst + input.shippingPaise,
  };
}

/**
 * spec: shell §8 "Minimum order": when item total − discount − coupon is at or below admin_min_order, the
 * message "Minimum Order value $" + the amount (the spec's words, dollar sign included); otherwise null.
 * No minimum is set when admin_min_order is 0 or absent.
 */
export function minimumOrderMessage(
  totals: Pick<OrderTotals, 'cartTotal' | 'coupon'>,
  minOrderPaise: number,
): string | null {
  if (minOrderPaise <= 0) return null;
  return totals.cartTotal - totals.coupon <= minOrderPaise ? `Minimum Order value $${minOrderPaise / 100}` : null;
}

/** Why a gift card cannot be used whole on this bag (ours: "redeemable only in full"), or null. */
export function giftCardTooLarge(cardPaise: number, cartPaise: number, couponPaise: number): string | null {
  return cardPaise > cartPaise - couponPaise
    ? `This gift card is redeemable only in full, on an order of at least ${formatINR(cardPaise / 100)}.`
    : null;
}

/** An order's stored amounts as the back office sends them, in rupees (shell §3 "Order"; catalogue §3). */
export interface OrderAmounts {
  item_sub_total: number;
  trans_discount_amount: number;
  trans_coupon_dis_amt: number;
  trans_gt_amount: number;
  trans_delivery_amount: number;
  trans_tax: number;
  trans_amt: number;
}

/** An order's stored amounts as the summary's totals, in paise (the confirmation and the account's detail). */
export function orderTotalsOf(order: OrderAmounts): OrderTotals {
  const itemTotal = toPaise(order.item_sub_total);
  const discount = toPaise(order.trans_discount_amount);
  const coupon = toPaise(order.trans_coupon_dis_amt);
  const giftCard = toPaise(order.trans_gt_amount);
  const cartTotal = itemTotal - discount;
  return {
    itemTotal,
    discount,
    cartTotal,
    coupon,
    giftCard,
    shipping: toPaise(order.trans_delivery_amount),
    taxable: Math.max(0, cartTotal - coupon - giftCard),
    gst: toPaise(order.trans_tax),
    total: toPaise(order.trans_amt),
  };
}
