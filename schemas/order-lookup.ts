import { z } from 'zod/mini';
import { messages } from '../domain/messages';
import { requiredEmailError } from '../domain/account-validation';
import { EMAIL_MAX } from '../domain/validation';
import { AccountOrderSchema } from './account-orders';
import { checkedString, looseString, preprocess, status } from './primitives';
import { boundedText } from './request-input';
import { lazySchema } from './lazy';

// The order status lookup (catalogue §2 "Order status"), apart from the information pages' schemas: it is
// built from an account's order, and the FAQ and the articles need none of that (ADR 055).

const ORDER_NUMBER_MAX = 40;

/** The /order-status form: the Order Id and the e-mail the order was placed with. */
export const TrackOrderFormSchema = lazySchema(() =>
  z.object({
    order_number: boundedText(
      ORDER_NUMBER_MAX,
      preprocess(
        (v) => (typeof v === 'string' ? v.trim().toUpperCase() : (v ?? '')),
        checkedString((v) => (v === '' ? messages.trackOrderNumberRequired : null)),
      ),
    ),
    user_email: boundedText(
      EMAIL_MAX,
      preprocess(
        (v) => (typeof v === 'string' ? v.trim() : (v ?? '')),
        checkedString((v) => requiredEmailError(v, messages.trackOrderEmailRequired)),
      ),
      messages.invalidEmail,
    ),
  }),
);
export type TrackOrderForm = z.output<typeof TrackOrderFormSchema>;
export const TrackOrderRequestSchema = TrackOrderFormSchema;

/**
 * What /order-status shows of an order: its number, status and the tracker's dates, nothing else (no name,
 * address, items or amounts: the pair of number and e-mail is all a caller proves).
 */
export const TrackedOrderSchema = lazySchema(() =>
  z.pick(AccountOrderSchema, {
    trans_order_number: true,
    trans_status: true,
    orderstatus: true,
    trans_datetime: true,
    trans_confirmed_date: true,
    trans_pickedup_date: true,
    trans_shiped_date: true,
    trans_delivered_date: true,
    trans_cancelled_date: true,
    trans_onhold_date: true,
  }),
);
export type TrackedOrder = z.infer<typeof TrackedOrderSchema>;

/**
 * POST track-order {order_number, user_email}: on a match, status success and the order; on no match (a wrong
 * number, a wrong e-mail, or both) status error and `messages.trackOrderNotFound`, the same words whatever was
 * wrong; over the lookup quota, status error and the throttle's message.
 */
export const TrackOrderResponseSchema = lazySchema(() =>
  z.object({
    status,
    message: looseString,
    order: preprocess((v) => v ?? null, z.nullable(TrackedOrderSchema)),
  }),
);
export type TrackOrderResponse = z.infer<typeof TrackOrderResponseSchema>;
