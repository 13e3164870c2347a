import type { checkoutCalls } from '@schemas/calls/checkout';
import { chooseAddress, getUserAddress, userAddressProcess } from './checkout/addresses';
import { getallStates, getCityByState, getCountryData } from './checkout/geography';
import { getOrderDetail } from './checkout/order-detail';
import { checkOrderSummary, makeCodOrder } from './checkout/orders';
import { selectCoupon } from './checkout/select-coupon';
import { selectGiftCard } from './checkout/select-gift-card';
import type { DomainHandlers } from './types';

/** Checkout's handlers, keyed by call name (schemas/calls/checkout.ts). */
export const checkoutHandlers: DomainHandlers<typeof checkoutCalls> = {
  'select-coupon': selectCoupon,
  'select-giftcard': selectGiftCard,
  getCountryData,
  getallStates,
  getCityByState,
  'get-user-address': getUserAddress,
  chooseAddress,
  userAddressProcess,
  checkOrderSummary,
  makeCodOrder,
  getOrderDetail,
};
