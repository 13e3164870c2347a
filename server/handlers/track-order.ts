import { and, eq, sql } from 'drizzle-orm';
import { messages } from '@domain/messages';
import type { TrackedOrder } from '@schemas/order-lookup';
import { QUOTAS, takeQuotas, trackOrderAddressKey, trackOrderNumberKey } from '../auth/throttle';
import { orders } from '../db/schema';
import { accountOrder, placedOrderStates } from './account-area/order-rows';
import type { Handler } from './types';

const notFound = { status: 'error', message: messages.trackOrderNotFound, order: null } as const;

/**
 * `track-order {order_number, user_email}` (issue 12; /order-status): a placed order's status and tracker dates,
 * for its number and the e-mail it was placed with (any case). Nothing else of the order is answered: the pair is
 * all a caller proves. A wrong number, a wrong e-mail or both get one answer, and a miss is not logged, so the
 * lookup never tells whether a number exists. Every lookup counts against the caller's address and the number
 * before the order is read (QUOTAS.trackOrder*); over either, the throttled answer.
 * docs/decisions/028-information-pages-data.md.
 */
export const trackOrder: Handler<'track-order'> = async ({ order_number, user_email }, { db, clientAddress }) => {
  const locked = await takeQuotas(db, [
    [trackOrderAddressKey(clientAddress), QUOTAS.trackOrderPerAddress],
    [trackOrderNumberKey(order_number), QUOTAS.trackOrderPerNumber],
  ]);
  if (locked) return { status: 'error', message: messages.trackOrderThrottled, order: null };

  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(eq(orders.number, order_number), sql`lower(${orders.email}) = lower(${user_email})`, placedOrderStates()),
    )
    .limit(1);
  if (!row) return notFound;
  // The account area's own shaping (label, ISO dates), cut down to what the lookup may show.
  const full = accountOrder(row, []);
  const order: TrackedOrder = {
    trans_order_number: full.trans_order_number,
    trans_status: full.trans_status,
    orderstatus: full.orderstatus,
    trans_datetime: full.trans_datetime,
    trans_confirmed_date: full.trans_confirmed_date,
    trans_pickedup_date: full.trans_pickedup_date,
    trans_shiped_date: full.trans_shiped_date,
    trans_delivered_date: full.trans_delivered_date,
    trans_cancelled_date: full.trans_cancelled_date,
    trans_onhold_date: full.trans_onhold_date,
  };
  return { status: 'success', message: '', order };
};
