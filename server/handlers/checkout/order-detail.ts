import { asc, eq } from 'drizzle-orm';
import type { Address } from '@schemas/address';
import type { OrderDetailResponse } from '@schemas/order';
import { signedInCustomer } from '../../auth/session';
import { orderItems, orders } from '../../db/schema';
import { numericPaise } from '../cart/sellable-line';
import type { Handler } from '../types';
import { hashOrderToken } from './order-numbers';

/** One answer for an unknown order and for someone else's: nothing tells them apart. */
export const orderNotFound: OrderDetailResponse = {
  status: 'error',
  message: 'Order not found',
  row_orders_data: null,
};

const rupees = (value: string) => numericPaise(value) / 100;

/**
 * `getOrderDetail {trans_id}` (shell §7, issue 10 §3): the order with the number, shown only to the customer
 * who placed it, or, for a guest's order, to the browser holding its token (X-Order-Token). Anyone else, and
 * an unknown number, gets the same not-found answer.
 */
export const getOrderDetail: Handler<'getOrderDetail'> = async (body, { db, bearerToken, orderToken }) => {
  const [order] = await db.select().from(orders).where(eq(orders.number, body.trans_id.trim())).limit(1);
  // An online order is an order once paid (ADR 022): awaiting, released or refunded ones are not placed orders.
  if (!order || (order.payment !== 'cod' && order.payment !== 'paid')) return orderNotFound;
  const customerId = order.customerId === null ? null : await signedInCustomer(db, bearerToken);
  const mine =
    order.customerId !== null
      ? customerId === order.customerId
      : orderToken != null && order.guestTokenHash === hashOrderToken(orderToken);
  if (!mine) return orderNotFound;
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id));
  return {
    status: 'success',
    message: '',
    row_orders_data: {
      trans_order_number: order.number,
      trans_user_name: order.name,
      trans_user_email: order.email,
      trans_delivery_address: order.address as Partial<Address>,
      trans_method: order.method,
      trans_amt: rupees(order.total),
      trans_tax: rupees(order.tax),
      trans_discount_amount: rupees(order.discount),
      trans_coupon_dis_amt: rupees(order.couponAmount),
      trans_gt_amount: rupees(order.giftCardAmount),
      trans_delivery_amount: rupees(order.shipping),
      item_sub_total: rupees(order.itemTotal),
      trans_created_at: order.createdAt.toISOString(),
      trans_note: order.note,
      trans_status: order.status,
      items: items.map((i) => ({
        td_item_image: i.image,
        td_item_title: i.title,
        td_selected_variation: i.selectedVariation,
        td_selected_other_variation: [],
        td_item_qty: i.quantity,
        td_item_sellling_price: rupees(i.sellingPrice),
      })),
    },
  };
};
