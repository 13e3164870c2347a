import { queryOptions, useQuery } from '@tanstack/react-query';
import { messages } from '@domain/messages';
import type { RequestOf } from '@schemas/call';
import { createGiftCardTempOrder, getGiftCardOrderDetail, giftCardPaymentProcessing } from '@schemas/calls/checkout';
import type { GiftCardOrder } from '@schemas/gift-card';
import { endExpiredSession } from '@/data/account/session-expired';
import { callApi } from '@/data/call-api';
import { callFailureMessage } from '@/lib/call-failure';
import { payInWindow, type OnlineHooks } from './pay-online';
import { NOT_READY } from './payment-window';

export type GiftCardPurchase = RequestOf<typeof createGiftCardTempOrder>;

/** How buying a gift card ended: its order's id, or the message to show ('' when the shopper closed the window). */
export type GiftCardResult = { ok: true; orderNumber: string } | { ok: false; message: string };

/**
 * Buys a gift card (shell §2 "Gift card purchase", §7): creategiftcardTempOrder, the provider's window, then
 * giftcardpaymentProcessing with the provider's three fields; the server issues the card and e-mails its code
 * to the recipient. A closed window leaves nothing paid (the temporary order lapses).
 */
export async function buyGiftCard(purchase: GiftCardPurchase, hooks: OnlineHooks): Promise<GiftCardResult> {
  try {
    const temp = await callApi(createGiftCardTempOrder, purchase);
    if (endExpiredSession(temp)) return { ok: false, message: temp.message };
    if (temp.status !== 'success') return { ok: false, message: temp.message || messages.internalError };
    hooks.onOpening();
    const outcome = await payInWindow(temp, hooks.onFailure, 'Padmakshya gift card');
    if (!outcome.paid) return { ok: false, message: '' };
    const answer = await callApi(giftCardPaymentProcessing, {
      paymentId: outcome.paid.razorpay_payment_id,
      orderId: outcome.paid.razorpay_order_id,
      signature: outcome.paid.razorpay_signature,
      temp_trans_order_id: temp.temp_trans_order_id,
    });
    if (answer.status !== 'success' || !answer.order_number) {
      return { ok: false, message: answer.message || messages.internalError };
    }
    return { ok: true, orderNumber: answer.order_number };
  } catch (error) {
    return {
      ok: false,
      message: error instanceof Error && error.message === NOT_READY ? NOT_READY : callFailureMessage(error),
    };
  }
}

/** POST getgiftcardOrderDetail {trans_id} (shell §7): the purchase, for the customer who made it; else null. */
export const giftCardOrderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['checkout', 'gift-card-order', id] as const,
    queryFn: async ({ signal }): Promise<GiftCardOrder | null> => {
      const answer = await callApi(getGiftCardOrderDetail, { trans_id: id }, { signal });
      return answer.status === 'success' ? (answer.row_orders_data ?? null) : null;
    },
    staleTime: 5 * 60_000,
    retry: 1,
  });

export const useGiftCardOrder = (id: string) => useQuery(giftCardOrderQueryOptions(id));
