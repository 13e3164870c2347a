import { z } from 'zod/mini';
import { CANCEL_REASONS } from '../domain/order-status';
import { messages } from '../domain/messages';
import { AddressSchema } from './address';
import { OrderItemSchema } from './order';
import { checkedString, looseArray, looseNumber, looseString, money, preprocess, status } from './primitives';
import { boundedText, requestId } from './request-input';
import { lazySchema } from './lazy';

/**
 * The account's orders (catalogue §3 "Order (trans_*)", "Order item", §4, §7): the list rows of
 * `recent-order` and `get-order-data`, and the whole order of `get-order-detail`, with the dates the tracker
 * shows and the status's label (`orderstatus`).
 */
export const AccountOrderItemSchema = lazySchema(() =>
  z.object({
    ...OrderItemSchema.shape,
    td_item_net_price: money,
  }),
);

/** A date as the back office sends it (ISO 8601), or null when that step has not happened. */
const orderDate = lazySchema(() =>
  preprocess((v) => (v === '' || v === undefined ? null : v), z.nullable(looseString)),
);

export const AccountOrderSchema = lazySchema(() =>
  z.object({
    trans_id: looseString,
    trans_order_number: looseString,
    trans_status: looseNumber,
    orderstatus: looseString,
    trans_datetime: orderDate,
    created_at: orderDate,
    trans_user_name: looseString,
    trans_user_email: looseString,
    trans_user_mobile: looseString,
    trans_delivery_address: z.optional(z.nullable(z.partial(AddressSchema))),
    trans_method: looseString,
    trans_confirmed_date: orderDate,
    trans_pickedup_date: orderDate,
    trans_shiped_date: orderDate,
    trans_delivered_date: orderDate,
    trans_cancelled_date: orderDate,
    trans_onhold_date: orderDate,
    trans_cancel_reason: z.optional(looseString),
    item_sub_total: money,
    trans_discount_amount: money,
    trans_coupon_dis_amt: money,
    trans_gt_amount: money,
    trans_delivery_amount: money,
    trans_tax: money,
    trans_amt: money,
    items: looseArray(AccountOrderItemSchema),
  }),
);
export type AccountOrder = z.infer<typeof AccountOrderSchema>;

/** GET recent-order (catalogue §7): the customer's latest orders, newest first. */
export const RecentOrdersResponseSchema = lazySchema(() =>
  z.object({
    status,
    message: looseString,
    resOrderData: looseArray(AccountOrderSchema),
  }),
);

/** GET get-order-data (catalogue §7): every order of the customer, newest first. */
export const OrderListResponseSchema = lazySchema(() =>
  z.object({
    status,
    message: looseString,
    orderList: looseArray(AccountOrderSchema),
  }),
);

/** The order number from the route (/order-detail/{order number}). */
const orderNumber = lazySchema(() =>
  boundedText(
    40,
    preprocess(
      (v) => (typeof v === 'string' ? v.trim() : v),
      checkedString((v) => (v === '' ? 'Please give the order number' : null)),
    ),
  ),
);

/** POST get-order-detail {trans_id} (catalogue §7): `trans_id` is the order number from the route. */
export const AccountOrderDetailRequestSchema = lazySchema(() => z.object({ trans_id: orderNumber }));
export const AccountOrderDetailResponseSchema = lazySchema(() =>
  z.object({
    status,
    message: looseString,
    row_orders_data: z.optional(z.nullable(AccountOrderSchema)),
  }),
);

/** POST cancel-order {trans_id, order_reason} (catalogue §5): a reason must be chosen, one of the nine. */
export const CancelOrderRequestSchema = lazySchema(() =>
  z.object({
    trans_id: orderNumber,
    order_reason: boundedText(
      80,
      preprocess(
        (v) => v ?? '',
        checkedString((v) =>
          (CANCEL_REASONS as readonly string[]).includes(v) ? null : messages.cancelReasonRequired,
        ),
      ),
    ),
  }),
);
export const CancelOrderResponseSchema = lazySchema(() =>
  z.object({
    status,
    message: looseString,
    data: preprocess(
      (v) => v ?? { status: 'error', notification: '' },
      z.object({ status, notification: looseString }),
    ),
  }),
);

/** POST removeAddress {addrid} (catalogue §7): the customer's own address only. */
export const RemoveAddressRequestSchema = lazySchema(() => z.object({ addrid: requestId }));
