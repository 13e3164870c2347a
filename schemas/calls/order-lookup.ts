import { TrackOrderRequestSchema, TrackOrderResponseSchema } from '../order-lookup';
import { defineCall } from '../call';

/** The order status lookup (catalogue §2, §7; issue 12), apart from the information pages' calls (ADR 055). */

export const trackOrder = defineCall({
  name: 'track-order',
  method: 'POST',
  path: 'track-order',
  request: TrackOrderRequestSchema,
  response: TrackOrderResponseSchema,
  summary: "An order's status by its number and the order's e-mail (throttled)",
});

/** The lookup's call, keyed by call name, for the contract table. */
export const orderLookupCalls = { 'track-order': trackOrder } as const;
