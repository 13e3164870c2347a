import { signedInCustomer } from '../../auth/session';
import type { Handler } from '../types';
import { accountAreaMessages as say } from './account-area-messages';
import { customerOrder, customerOrders, ORDER_HISTORY_CAP } from './order-rows';

/** How many orders the Overview shows (catalogue §2 "Overview: recent orders"; ours). */
export const RECENT_ORDERS = 5;

/** `recent-order` (catalogue §7): the signed-in customer's newest orders, for the Overview. */
export const recentOrder: Handler<'recent-order'> = async (_body, { db, bearerToken }) => {
  const customerId = await signedInCustomer(db, bearerToken);
  if (customerId === null) return { status: 'error', message: say.sessionExpired, resOrderData: [] };
  return { status: 'success', message: '', resOrderData: await customerOrders(db, customerId, RECENT_ORDERS) };
};

/** `get-order-data` (catalogue §7): every order of the signed-in customer, newest first (Order History). */
export const getOrderData: Handler<'get-order-data'> = async (_body, { db, bearerToken }) => {
  const customerId = await signedInCustomer(db, bearerToken);
  if (customerId === null) return { status: 'error', message: say.sessionExpired, orderList: [] };
  return { status: 'success', message: '', orderList: await customerOrders(db, customerId, ORDER_HISTORY_CAP) };
};

/**
 * `get-order-detail {trans_id}` (catalogue §7): one of the customer's orders by its number. An unknown number
 * and another customer's order get the same answer, and neither is logged.
 */
export const getAccountOrderDetail: Handler<'get-order-detail'> = async (body, { db, bearerToken }) => {
  const customerId = await signedInCustomer(db, bearerToken);
  if (customerId === null) return { status: 'error', message: say.sessionExpired, row_orders_data: null };
  const order = await customerOrder(db, customerId, body.trans_id);
  if (!order) return { status: 'error', message: say.orderNotFound, row_orders_data: null };
  return { status: 'success', message: '', row_orders_data: order };
};
