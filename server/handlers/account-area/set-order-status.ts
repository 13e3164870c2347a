import { eq } from 'drizzle-orm';
import { isOrderStatus, ORDER_STATUS, type OrderStatusCode } from '@domain/order-status';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';

type DateColumn = 'confirmedAt' | 'shippedAt' | 'deliveredAt' | 'cancelledAt' | 'onHoldAt';

/** The date each status sets (catalogue §4's tracker). Shipped also sets 'picked up' when it was not set. */
const DATE_OF: Record<OrderStatusCode, DateColumn | null> = {
  [ORDER_STATUS.placed]: null,
  [ORDER_STATUS.confirmed]: 'confirmedAt',
  [ORDER_STATUS.shipped]: 'shippedAt',
  [ORDER_STATUS.delivered]: 'deliveredAt',
  [ORDER_STATUS.cancelled]: 'cancelledAt',
  [ORDER_STATUS.onHold]: 'onHoldAt',
};

export type StatusChange = { ok: true; from: number } | { ok: false; reason: 'unknown-status' | 'unknown-order' };

/**
 * Moves a placed order to `status` and stamps that status's date (the back office's step; scripts/order-status.ts).
 * Only the status and its dates change: a cancel made this way puts nothing back, unlike the customer's
 * cancel-order, which returns stock, gift card, coupon use and payment.
 */
export async function setOrderStatus(db: Db, number: string, status: number, at = new Date()): Promise<StatusChange> {
  if (!Number.isInteger(status) || !isOrderStatus(status)) return { ok: false, reason: 'unknown-status' };
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.number, number)).for('update');
    if (!order || (order.payment !== 'cod' && order.payment !== 'paid')) return { ok: false, reason: 'unknown-order' };
    const column = DATE_OF[status];
    await tx
      .update(orders)
      .set({
        status,
        ...(column ? { [column]: at } : {}),
        ...(status === ORDER_STATUS.shipped && !order.pickedUpAt ? { pickedUpAt: at } : {}),
      })
      .where(eq(orders.id, order.id));
    return { ok: true, from: order.status };
  });
}
