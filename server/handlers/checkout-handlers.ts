import type { checkoutCalls } from '@schemas/calls/checkout';
import { selectCoupon } from './checkout/select-coupon';
import { selectGiftCard } from './checkout/select-gift-card';
import type { DomainHandlers } from './types';

/** Checkout's handlers, keyed by call name (schemas/calls/checkout.ts). */
export const checkoutHandlers: DomainHandlers<typeof checkoutCalls> = {
  'select-coupon': selectCoupon,
  'select-giftcard': selectGiftCard,
};
