import {
  AddressRequestSchema,
  AddressSaveResponseSchema,
  ChooseAddressRequestSchema,
  CityByStateRequestSchema,
  CityListResponseSchema,
  CountryListResponseSchema,
  StateListResponseSchema,
  UserAddressResponseSchema,
} from '../address';
import {
  CheckOrderSummaryRequestSchema,
  CheckOrderSummaryResponseSchema,
  OrderDetailRequestSchema,
  OrderDetailResponseSchema,
  PlaceOrderRequestSchema,
  PlaceOrderResponseSchema,
} from '../order';
import {
  GiftCardOrderDetailRequestSchema,
  GiftCardOrderDetailResponseSchema,
  GiftCardPaymentRequestSchema,
  GiftCardPaymentResponseSchema,
  GiftCardPurchaseRequestSchema,
  GiftCardTempOrderResponseSchema,
} from '../gift-card';
import {
  CancelTempOrderRequestSchema,
  CancelTempOrderResponseSchema,
  PaymentConfirmRequestSchema,
  PaymentConfirmResponseSchema,
  TempOrderResponseSchema,
} from '../payment';
import { defineCall, NoBody } from '../call';
import { selectCoupon, selectGiftCard } from './codes';

/** Coupon and gift card (spec: shell §7 select-coupon, select-giftcard; issue 10 §1) are in codes.ts. */

export const getCountryData = defineCall({
  name: 'getCountryData',
  method: 'GET',
  path: 'getCountryData',
  request: NoBody,
  response: CountryListResponseSchema,
  summary: 'Countries for the address form',
});

export const getAllStates = defineCall({
  name: 'getallStates',
  method: 'GET',
  path: 'getallStates',
  request: NoBody,
  response: StateListResponseSchema,
  summary: 'States and union territories for the address form',
});

export const getCityByState = defineCall({
  name: 'getCityByState',
  method: 'POST',
  path: 'getCityByState',
  request: CityByStateRequestSchema,
  response: CityListResponseSchema,
  summary: "A state's cities for the address form",
});

export const getUserAddress = defineCall({
  name: 'get-user-address',
  method: 'GET',
  path: 'get-user-address',
  request: NoBody,
  response: UserAddressResponseSchema,
  summary: "The signed-in customer's saved addresses and the default one",
});

export const chooseAddress = defineCall({
  name: 'chooseAddress',
  method: 'POST',
  path: 'chooseAddress',
  request: ChooseAddressRequestSchema,
  response: UserAddressResponseSchema,
  summary: 'Makes one of the customer’s addresses the default',
});

export const userAddressProcess = defineCall({
  name: 'userAddressProcess',
  method: 'POST',
  path: 'userAddressProcess',
  request: AddressRequestSchema,
  response: AddressSaveResponseSchema,
  summary: 'Saves a new address for the customer, or changes one of theirs',
});

export const checkOrderSummary = defineCall({
  name: 'checkOrderSummary',
  method: 'POST',
  path: 'checkOrderSummary',
  request: CheckOrderSummaryRequestSchema,
  response: CheckOrderSummaryResponseSchema,
  summary: 'The bag checked against the database before an order: each line that cannot be ordered is flagged',
});

export const makeCodOrder = defineCall({
  name: 'makeCodOrder',
  method: 'POST',
  path: 'makeCodOrder',
  request: PlaceOrderRequestSchema,
  response: PlaceOrderResponseSchema,
  summary: 'Places a cash-on-delivery order; once per Idempotency-Key',
});

export const getOrderDetail = defineCall({
  name: 'getOrderDetail',
  method: 'POST',
  path: 'getOrderDetail',
  request: OrderDetailRequestSchema,
  response: OrderDetailResponseSchema,
  summary: 'An order, for its customer or the guest browser holding its token (X-Order-Token); else not found',
});

/** Online payment (shell §4 "Payment", §7; ADR 022). */

export const createTempOrder = defineCall({
  name: 'createTempOrder',
  method: 'POST',
  path: 'createTempOrder',
  request: PlaceOrderRequestSchema,
  response: TempOrderResponseSchema,
  summary:
    "Creates an online order awaiting payment (holding its pieces, coupon and gift card) and the provider's order; once per Idempotency-Key",
});

export const paymentProcessing = defineCall({
  name: 'paymentProcessing',
  method: 'POST',
  path: 'paymentProcessing',
  request: PaymentConfirmRequestSchema,
  response: PaymentConfirmResponseSchema,
  summary: "Verifies the provider's payment signature against the stored order and places the order, once",
});

export const cancelTempOrder = defineCall({
  name: 'cancelTempOrder',
  method: 'POST',
  path: 'cancelTempOrder',
  request: CancelTempOrderRequestSchema,
  response: CancelTempOrderResponseSchema,
  summary: 'Releases an unpaid online order after a failed or abandoned payment (never a paid one)',
});

/** Gift card purchase (shell §2 "Gift card purchase", "Gift card confirmation", §7). */

export const createGiftCardTempOrder = defineCall({
  name: 'creategiftcardTempOrder',
  method: 'POST',
  path: 'creategiftcardTempOrder',
  request: GiftCardPurchaseRequestSchema,
  response: GiftCardTempOrderResponseSchema,
  summary: "A signed-in customer's gift card purchase awaiting payment, and the provider's order",
});

export const giftCardPaymentProcessing = defineCall({
  name: 'giftcardpaymentProcessing',
  method: 'POST',
  path: 'giftcardpaymentProcessing',
  request: GiftCardPaymentRequestSchema,
  response: GiftCardPaymentResponseSchema,
  summary: 'Verifies the payment and issues the gift card, e-mailed to the recipient; once',
});

export const getGiftCardOrderDetail = defineCall({
  name: 'getgiftcardOrderDetail',
  method: 'POST',
  path: 'getgiftcardOrderDetail',
  request: GiftCardOrderDetailRequestSchema,
  response: GiftCardOrderDetailResponseSchema,
  summary: 'A paid gift card purchase with its code, for the customer who bought it; else not found',
});

/** Every checkout call, keyed by call name, for the contract table. */
export const checkoutCalls = {
  'select-coupon': selectCoupon,
  'select-giftcard': selectGiftCard,
  getCountryData,
  getallStates: getAllStates,
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
  creategiftcardTempOrder: createGiftCardTempOrder,
  giftcardpaymentProcessing: giftCardPaymentProcessing,
  getgiftcardOrderDetail: getGiftCardOrderDetail,
} as const;
