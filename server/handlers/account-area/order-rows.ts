import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { orderStatusLabel } from '@domain/order-status';
import type { AccountOrder } from '@schemas/account-orders';
import type { Address } from '@schemas/address';
import type { Db } from '../../db/client';
import { orderItems, orders } from '../../db/schema';
import { numericPaise } from '../cart/sellable-line';
import type { Tx } from '../checkout/order-transaction';

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;

/** The most orders the history answers with (get-order-data). */
export const ORDER_HISTORY_CAP = 200;

const rupees = (value: string) => numericPaise(value) / 100;
const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * The customer's placed orders: COD orders and paid online ones. An online order awaiting payment, released or
 * kept as a refund due is not an order (ADR 022), so it is never shown, found or cancelled.
 */
export const placedOrdersOf = (customerId: number, ...more: SQL[]) =>
  and(eq(orders.customerId, customerId), placedOrderStates(), ...more);

/** COD orders and paid online ones: the orders that exist for a shopper (whoever placed them). */
export const placedOrderStates = () => inArray(orders.payment, ['cod', 'paid']);

/** An order as the account area shows it (catalogue §3 "Order (trans_*)"): trans_id is its number, never our id. */
export function accountOrder(order: OrderRow, items: ItemRow[]): AccountOrder {
  const address = order.address as Partial<Address>;
  return {
    trans_id: order.number,
    trans_order_number: order.number,
    trans_status: order.status,
    orderstatus: orderStatusLabel(order.status),
    trans_datetime: iso(order.createdAt),
    created_at: iso(order.createdAt),
    trans_user_name: order.name,
    trans_user_email: order.email,
    trans_user_mobile: address.ua_mobile ?? '',
    trans_delivery_address: address,
    trans_method: order.method,
    trans_confirmed_date: iso(order.confirmedAt),
    trans_pickedup_date: iso(order.pickedUpAt),
    trans_shiped_date: iso(order.shippedAt),
    trans_delivered_date: iso(order.deliveredAt),
    trans_cancelled_date: iso(order.cancelledAt),
    trans_onhold_date: iso(order.onHoldAt),
    ...(order.cancelReason ? { trans_cancel_reason: order.cancelReason } : {}),
    item_sub_total: rupees(order.itemTotal),
    trans_discount_amount: rupees(order.discount),
    trans_coupon_dis_amt: rupees(order.couponAmount),
    trans_gt_amount: rupees(order.giftCardAmount),
    trans_delivery_amount: rupees(order.shipping),
    trans_tax: rupees(order.tax),
    trans_amt: rupees(order.total),
    items: items.map((i) => ({
      td_item_image: i.image,
      td_item_title: i.title,
      td_selected_variation: i.selectedVariation,
      td_selected_other_variation: [],
      td_item_qty: i.quantity,
      td_item_sellling_price: rupees(i.sellingPrice),
      td_item_net_price: (numericPaise(i.sellingPrice) * i.quantity) / 100,
    })),
  };
}

/** The customer's newest placed orders with their lines (two queries, whatever the count). */
export async function customerOrders(db: Db | Tx, customerId: number, limit: number): Promise<AccountOrder[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(placedOrdersOf(customerId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  if (rows.length === 0) return [];
  const items = await db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(orderItems.id));
  return rows.map((r) =>
    accountOrder(
      r,
      items.filter((i) => i.orderId === r.id),
    ),
  );
}

/** One of the customer's placed orders by its number, or null (unknown, or someone else's). */
export async function customerOrder(db: Db | Tx, customerId: number, number: string): Promise<AccountOrder | null> {
  const [order] = await db
    .select()
    .from(orders)
    .where(placedOrdersOf(customerId, eq(orders.number, number)))
    .limit(1);
  if (!order) return null;
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id));
  return accountOrder(order, items);
}
