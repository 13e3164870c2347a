import { queryOptions, useQuery } from '@tanstack/react-query';
import { getOrderDetail } from '@schemas/calls/checkout';
import type { Order } from '@schemas/order';
import { callApi } from '@/data/call-api';
import { orderTokens } from './order-tokens';

/**
 * POST getOrderDetail {trans_id} (shell §7): the order, for its customer or, with X-Order-Token, the guest
 * browser that placed it; null for anyone else (the not-found state).
 */
export const orderDetailQueryOptions = (number: string) =>
  queryOptions({
    queryKey: ['checkout', 'order', number] as const,
    queryFn: async ({ signal }): Promise<Order | null> => {
      const token = orderTokens.get(number);
      const answer = await callApi(
        getOrderDetail,
        { trans_id: number },
        { signal, ...(token ? { orderToken: token } : {}) },
      );
      return answer.status === 'success' ? (answer.row_orders_data ?? null) : null;
    },
    staleTime: 5 * 60_000,
    retry: 1,
  });

export const useOrderDetail = (number: string) => useQuery(orderDetailQueryOptions(number));
