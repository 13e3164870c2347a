import type { checkoutCalls } from '@schemas/calls/checkout';
import { chooseAddress, getUserAddress, userAddressProcess } from './checkout/addresses';
import { getallStates, getCityByState, getCountryData } from './checkout/geography';
import { getOrderDetail } from './checkout/order-detail';
import { checkOrderSummary, makeCodOrder } from './checkout/orders';
import { selectCoupon } from './checkout/select-coupon';
import { selectGiftCard } from './checkout/select-gift-card';
import { cancelTempOrder, paymentProcessing } from './checkout/payment-processing';
import { createTempOrder } from './checkout/temp-order';
import { getgiftcardOrderDetail } from './gift-cards/gift-card-detail';
import { giftcardpaymentProcessing } from './gift-cards/gift-card-payment';
import { creategiftcardTempOrder } from './gift-cards/gift-card-purchase';
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
  createTempOrder,
  paymentProcessing,
  cancelTempOrder,
  creategiftcardTempOrder,
  giftcardpaymentProcessing,
  getgiftcardOrderDetail,
};
