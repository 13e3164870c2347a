import { giftCardTooLarge, minimumOrderMessage, orderTotals, type OrderTotals } from '@domain/checkout';
import { toPaise } from '@domain/cart';
import type { CartSummary } from '@schemas/cart';
import type { CouponSession, GiftCardSession } from '@schemas/checkout';
import { useSettings } from '@/data/content/settings';
import { useStoredValue } from '@/lib/storage';
import { couponSession } from './coupon-session';
import { giftCardSession } from './gift-card-session';

/** The bag's totals with the applied coupon and gift card, as the shopper sees them before the order. */
export interface CheckoutTotals {
  totals: OrderTotals;
  coupon: CouponSession | null;
  giftCard: GiftCardSession | null;
  /** Why the applied gift card no longer fits the bag (it is left out of the totals), or null. */
  giftCardProblem: string | null;
  /** spec: shell §8 "Minimum Order value $…", or null. */
  minimumOrder: string | null;
}

/**
 * The totals by the shared rules (domain/checkout.ts): coupon and gift card from their sessions, 3% GST,
 * shipping after tax. A gift card that the bag can no longer use in full is left out and named, never
 * spent in part. The server computes all of it again from the database for the order.
 */
export function checkoutTotals(
  summary: CartSummary,
  coupon: CouponSession | null,
  giftCard: GiftCardSession | null,
  minOrder: number,
): CheckoutTotals {
  const couponPaise = toPaise(coupon?.discount_amount ?? 0);
  const cartPaise = toPaise(summary.total_amount);
  const cardPaise = toPaise(giftCard?.gt_amount ?? 0);
  const giftCardProblem = giftCard ? giftCardTooLarge(cardPaise, cartPaise, couponPaise) : null;
  const totals = orderTotals({
    itemTotalPaise: toPaise(summary.itemTotal),
    discountPaise: toPaise(summary.discount),
    couponPaise,
    giftCardPaise: giftCardProblem ? 0 : cardPaise,
    shippingPaise: toPaise(summary.shipping_charge),
  });
  return { totals, coupon, giftCard, giftCardProblem, minimumOrder: minimumOrderMessage(totals, toPaise(minOrder)) };
}

/** `checkoutTotals` for the bag's summary, kept current with the sessions and the site settings. */
export function useCheckoutTotals(summary: CartSummary): CheckoutTotals {
  const coupon = useStoredValue(couponSession);
  const giftCard = useStoredValue(giftCardSession);
  const settings = useSettings();
  return checkoutTotals(summary, coupon, giftCard, settings.data?.sitesettings.admin_min_order ?? 0);
}
