import { useMutation } from '@tanstack/react-query';
import type { CallResponse } from '@schemas/contract';
import { callApi } from '@/data/call-api';
import { subscriptionProcess } from '@schemas/calls/newsletter';

export type SubscribeResult = CallResponse<'subscription-process'>;
export type SubscribeFn = (email: string) => Promise<SubscribeResult>;

/** POST subscription-process (spec: shell §7). */
export const subscribeToNewsletter: SubscribeFn = (email) => callApi(subscriptionProcess, { newsletter_email: email });

/** `subscribe` is replaceable so stories can show each state without a server. */
export const useSubscribe = (subscribe: SubscribeFn = subscribeToNewsletter) =>
  useMutation({ mutationKey: ['newsletter', 'subscribe'], mutationFn: subscribe });
