import { StatusMessageResponseSchema, SubscriptionRequestSchema, UnsubscribeRequestSchema } from '../newsletter';
import { defineCall } from '../call';

/** Newsletter: sign-up and unsubscribe. */

export const subscriptionProcess = defineCall({
  name: 'subscription-process',
  method: 'POST',
  path: 'subscription-process',
  request: SubscriptionRequestSchema,
  response: StatusMessageResponseSchema,
  summary: 'Newsletter sign-up',
});

export const unsubscribe = defineCall({
  name: 'unsubscribe',
  method: 'POST',
  path: 'unsubscribe',
  request: UnsubscribeRequestSchema,
  response: StatusMessageResponseSchema,
  auth: 'none',
  summary: 'Newsletter unsubscribe by id',
});

/** Every newsletter call, keyed by call name, for the contract table. */
export const newsletterCalls = {
  'subscription-process': subscriptionProcess,
  unsubscribe,
} as const;
