import type { accountAreaCalls } from '@schemas/calls/account-area';
import { getAccountOrderDetail, getOrderData, recentOrder } from './account-area/account-orders';
import { cancelOrder } from './account-area/cancel-order';
import { userChangePassword } from './account-area/change-password';
import { removeAddress } from './account-area/remove-address';
import type { DomainHandlers } from './types';

/** The account area's handlers: orders, cancel, address removal, password change (schemas/calls/account-area.ts). */
export const accountAreaHandlers: DomainHandlers<typeof accountAreaCalls> = {
  'recent-order': recentOrder,
  'get-order-data': getOrderData,
  'get-order-detail': getAccountOrderDetail,
  'cancel-order': cancelOrder,
  removeAddress,
  userchangepassword: userChangePassword,
};
