import { useMutation } from '@tanstack/react-query';
import type { CallResponse } from '@schemas/contract';
import { callApi } from '@/data/call-api';
import { unsubscribe as unsubscribeCall } from '@schemas/calls/newsletter';

export type UnsubscribeResult = CallResponse<'unsubscribe'>;
export type UnsubscribeFn = (id: string) => Promise<UnsubscribeResult>;

/** POST unsubscribe, sent without the user token (spec: shell §7, "id (no token)"). */
export const unsubscribeFromNewsletter: UnsubscribeFn = (id) => callApi(unsubscribeCall, { id });

/** A mutation, not a query: it changes the subscription, so it must never refetch on its own. */
export const useUnsubscribe = (unsubscribe: UnsubscribeFn = unsubscribeFromNewsletter) =>
  useMutation({ mutationKey: ['newsletter', 'unsubscribe'], mutationFn: unsubscribe });
