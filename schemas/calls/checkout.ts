import {
  SelectCouponRequestSchema,
  SelectCouponResponseSchema,
  SelectGiftCardRequestSchema,
  SelectGiftCardResponseSchema,
} from '../checkout';
import { defineCall } from '../call';

/** Coupon and gift card (spec: shell §7 select-coupon, select-giftcard; issue 10 §1). */

export const selectCoupon = defineCall({
  name: 'select-coupon',
  method: 'POST',
  path: 'select-coupon',
  request: SelectCouponRequestSchema,
  response: SelectCouponResponseSchema,
  summary: "Checks a coupon against its rules and the bag's total; answers the discount it gives",
});

export const selectGiftCard = defineCall({
  name: 'select-giftcard',
  method: 'POST',
  path: 'select-giftcard',
  request: SelectGiftCardRequestSchema,
  response: SelectGiftCardResponseSchema,
  summary: 'Checks a gift card (valid, unspent, usable in full on this bag); answers its amount',
});

/** Every checkout call, keyed by call name, for the contract table. */
export const checkoutCalls = {
  'select-coupon': selectCoupon,
  'select-giftcard': selectGiftCard,
} as const;
