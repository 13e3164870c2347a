import {
  AccountOrderDetailRequestSchema,
  AccountOrderDetailResponseSchema,
  CancelOrderRequestSchema,
  CancelOrderResponseSchema,
  OrderListResponseSchema,
  RecentOrdersResponseSchema,
  RemoveAddressRequestSchema,
} from '../account-orders';
import { AccountStatusResponseSchema, ChangePasswordRequestSchema } from '../user';
import { defineCall, NoBody } from '../call';

/**
 * The account area (catalogue §2 "Account area", §4, §7): orders, their detail and cancellation, removing an
 * address and the profile's password change. Every call needs the customer's token and reads or changes only
 * that customer's rows; another customer's order or address answers as if it did not exist.
 */

export const recentOrder = defineCall({
  name: 'recent-order',
  method: 'GET',
  path: 'recent-order',
  request: NoBody,
  response: RecentOrdersResponseSchema,
  summary: "The customer's latest orders (Overview)",
});

export const getOrderData = defineCall({
  name: 'get-order-data',
  method: 'GET',
  path: 'get-order-data',
  request: NoBody,
  response: OrderListResponseSchema,
  summary: 'Every order of the customer (Order History)',
});

export const getAccountOrderDetail = defineCall({
  name: 'get-order-detail',
  method: 'POST',
  path: 'get-order-detail',
  request: AccountOrderDetailRequestSchema,
  response: AccountOrderDetailResponseSchema,
  summary: "One of the customer's orders, with items, totals and the tracker's dates",
});

export const cancelOrder = defineCall({
  name: 'cancel-order',
  method: 'POST',
  path: 'cancel-order',
  request: CancelOrderRequestSchema,
  response: CancelOrderResponseSchema,
  summary: 'Cancels an order at status 0: stock back, gift card released, online payment refunded, e-mail sent',
});

export const removeAddress = defineCall({
  name: 'removeAddress',
  method: 'POST',
  path: 'removeAddress',
  request: RemoveAddressRequestSchema,
  response: AccountStatusResponseSchema,
  summary: "Deletes one of the customer's saved addresses",
});

export const userChangePassword = defineCall({
  name: 'userchangepassword',
  method: 'POST',
  path: 'userchangepassword',
  request: ChangePasswordRequestSchema,
  response: AccountStatusResponseSchema,
  summary: "Changes the signed-in customer's password; revokes their other sessions",
});

/** Every account-area call, keyed by call name, for the contract table. */
export const accountAreaCalls = {
  'recent-order': recentOrder,
  'get-order-data': getOrderData,
  'get-order-detail': getAccountOrderDetail,
  'cancel-order': cancelOrder,
  removeAddress,
  userchangepassword: userChangePassword,
} as const;
