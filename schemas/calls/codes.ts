import {
  SelectCouponRequestSchema,
  SelectCouponResponseSchema,
  SelectGiftCardRequestSchema,
  SelectGiftCardResponseSchema,
} from '../checkout';
import { defineCall } from '../call';

/**
 * Applying a coupon or a gift card to the bag (shell §7), in the checkout's calls, apart so the bag and its
 * summary load them without the address and order schemas (ADR 055).
 */

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
