import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messages } from '@domain/messages';
import type { CancelReason } from '@domain/order-status';
import type { AccountOrder } from '@schemas/account-orders';
import { cancelOrder, getAccountOrderDetail, getOrderData, recentOrder } from '@schemas/calls/account-area';
import { callApi } from '@/data/call-api';
import { callFailureMessage } from '@/lib/call-failure';
import { endExpiredSession } from './session-expired';
import { useSignedIn } from './user-token';

export const ORDERS_KEY = ['account', 'orders'] as const;

/** GET recent-order (catalogue §2 "Overview"): the customer's latest orders. */
export const recentOrdersQueryOptions = () =>
  queryOptions({
    queryKey: [...ORDERS_KEY, 'recent'] as const,
    queryFn: async ({ signal }): Promise<AccountOrder[]> => {
      const answer = await callApi(recentOrder, undefined, { signal });
      endExpiredSession(answer);
      return answer.resOrderData;
    },
    staleTime: 30_000,
  });

/** GET get-order-data (catalogue §2 "Order History"): every order, newest first. */
export const orderListQueryOptions = () =>
  queryOptions({
    queryKey: [...ORDERS_KEY, 'all'] as const,
    queryFn: async ({ signal }): Promise<AccountOrder[]> => {
      const answer = await callApi(getOrderData, undefined, { signal });
      endExpiredSession(answer);
      return answer.orderList;
    },
    staleTime: 30_000,
  });

/**
 * POST get-order-detail {trans_id} (catalogue §2 "Order Detail"): the order, or null when it is not the
 * customer's (or does not exist): the page shows its not-found state for both.
 */
export const orderDetailQueryOptions = (orderNumber: string) =>
  queryOptions({
    queryKey: [...ORDERS_KEY, 'detail', orderNumber] as const,
    queryFn: async ({ signal }): Promise<AccountOrder | null> => {
      const answer = await callApi(getAccountOrderDetail, { trans_id: orderNumber }, { signal });
      endExpiredSession(answer);
      return answer.status === 'success' ? (answer.row_orders_data ?? null) : null;
    },
    staleTime: 10_000,
  });

/** The signed-in customer's queries are asked for only with a token (a visitor is sent to /login first). */
export const useRecentOrders = () => useQuery({ ...recentOrdersQueryOptions(), enabled: useSignedIn() });
export const useOrderList = () => useQuery({ ...orderListQueryOptions(), enabled: useSignedIn() });
export const useOrderDetail = (orderNumber: string) =>
  useQuery({ ...orderDetailQueryOptions(orderNumber), enabled: useSignedIn() && orderNumber !== '' });

/** How a cancel ended: done (with the server's notification), or the notification shown in a red alert. */
export type CancelResult = { ok: true; notification: string } | { ok: false; notification: string };

/** POST cancel-order {trans_id, order_reason} (catalogue §4 "Cancel", §8: data.notification on failure). */
export function useCancelOrder(orderNumber: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...ORDERS_KEY, 'cancel', orderNumber],
    mutationFn: async (reason: CancelReason): Promise<CancelResult> => {
      try {
        const answer = await callApi(cancelOrder, { trans_id: orderNumber, order_reason: reason });
        if (endExpiredSession(answer)) return { ok: false, notification: answer.message };
        const notification = answer.data.notification || answer.message;
        if (answer.status !== 'success' || answer.data.status !== 'success') {
          return { ok: false, notification: notification || messages.internalError };
        }
        await client.invalidateQueries({ queryKey: ORDERS_KEY });
        return { ok: true, notification };
      } catch (error) {
        return { ok: false, notification: callFailureMessage(error) };
      }
    },
  });
}
