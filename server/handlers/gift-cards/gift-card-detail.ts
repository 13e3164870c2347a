import { eq } from 'drizzle-orm';
import type { GiftCardOrderDetailResponse } from '@schemas/gift-card';
import { signedInCustomer } from '../../auth/session';
import { giftCardOrders, giftCards } from '../../db/schema';
import { numericPaise } from '../cart/sellable-line';
import type { Handler } from '../types';
import { giftCardOrderMessages as said } from './gift-card-messages';

/** One answer for an unknown purchase, an unpaid one and someone else's. */
const notFound: GiftCardOrderDetailResponse = { status: 'error', message: said.notFound, row_orders_data: null };

/**
 * `getgiftcardOrderDetail {trans_id}` (shell §2 "Gift card confirmation", §7): a paid purchase with its card,
 * for the customer who bought it only.
 */
export const getgiftcardOrderDetail: Handler<'getgiftcardOrderDetail'> = async (body, { db, bearerToken }) => {
  const customerId = await signedInCustomer(db, bearerToken);
  if (customerId === null) return notFound;
  const [row] = await db
    .select({ order: giftCardOrders, card: giftCards })
    .from(giftCardOrders)
    .innerJoin(giftCards, eq(giftCards.id, giftCardOrders.giftCardId))
    .where(eq(giftCardOrders.number, body.trans_id.trim()))
    .limit(1);
  if (!row || row.order.customerId !== customerId || row.order.payment !== 'paid') return notFound;
  return {
    status: 'success',
    message: '',
    row_orders_data: {
      gt_unique_id: row.order.number,
      gt_user_name: row.order.buyerName,
      gt_giftcard_code: row.card.code,
      gt_amount: numericPaise(row.card.amount) / 100,
      gt_user_email: row.order.buyerEmail,
      reciepient_name: row.order.recipientName,
      reciepient_mail: row.order.recipientEmail,
      gt_transaction_id: row.order.paymentId ?? '',
      gt_expires_at: row.card.expiresAt.toISOString(),
    },
  };
};
