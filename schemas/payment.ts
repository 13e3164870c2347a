import { z } from 'zod/mini';
import { CartLineSchema } from './cart';
import { looseArray, looseNumber, looseString, requiredString, status } from './primitives';
import { boundedText } from './request-input';
import { lazySchema } from './lazy';

/**
 * Online payment (shell §4 "The other methods create a temporary order, open the card payment provider's window,
 * then confirm"; shell §7 createTempOrder, paymentProcessing; ADR 022). createTempOrder takes makeCodOrder's body
 * (PlaceOrderRequestSchema). Amounts here are integer paise, as the provider's `amount` option takes them.
 */

/** The provider's ids are short (`order_` / `pay_` and 14 characters); the signature is 64 hex characters. */
export const PROVIDER_ID_MAX = 64;
export const SIGNATURE_MAX = 128;
/** Our order numbers (`PDK-…`, `PDG-…`). */
export const ORDER_NUMBER_MAX = 40;

/** An amount in paise: a whole, non-negative number (strict: money). */
const paise = lazySchema(() => looseNumber.check(z.int(), z.nonnegative()));

/**
 * What the browser needs to open the provider's window (`new Razorpay({...})`), shared by the order's and the
 * gift card's temporary orders: our order's id, the provider's order id, the amount in paise, the public key,
 * where to load the checkout script from, and the shopper's name, e-mail and mobile to prefill.
 */
export const PaymentWindowFields = {
  status,
  message: looseString,
  temp_trans_order_id: looseString,
  temp_razorpay_order_id: looseString,
  amount: paise,
  currency: looseString,
  key: looseString,
  script_url: looseString,
  name: looseString,
  email: looseString,
  contact: looseString,
};

/**
 * createTempOrder's answer (shell §7 "temporary order ids"), and ours: a guest's order_token (send it as
 * X-Order-Token to confirm, cancel and see the order); the flagged lines when a line stops the order; and when
 * the order under this Idempotency-Key has been paid already, status success with its order_number and no
 * payment window (temp_razorpay_order_id empty).
 */
export const TempOrderResponseSchema = lazySchema(() =>
  z.object({
    ...PaymentWindowFields,
    order_token: z.optional(looseString),
    order_number: z.optional(looseString),
    updatedSessionData: z.optional(looseArray(CartLineSchema)),
  }),
);
export type TempOrderResponse = z.infer<typeof TempOrderResponseSchema>;

const required = (max: number, message: string) => boundedText(max, requiredString(message));

/**
 * POST paymentProcessing (shell §7: paymentId, orderId, cartSummary and the order payload): the three fields of
 * the provider's handler response (razorpay_payment_id, razorpay_order_id, razorpay_signature) and, ours, the
 * temporary order's id. Anything else the browser sends (the cart summary, the order payload) is read by no one.
 */
export const PaymentConfirmRequestSchema = lazySchema(() =>
  z.object({
    paymentId: required(PROVIDER_ID_MAX, 'The payment id is missing'),
    orderId: required(PROVIDER_ID_MAX, 'The payment order id is missing'),
    signature: required(SIGNATURE_MAX, 'The payment signature is missing'),
    temp_trans_order_id: z.optional(boundedText(ORDER_NUMBER_MAX, looseString)),
  }),
);
export type PaymentConfirmRequest = z.output<typeof PaymentConfirmRequestSchema>;

/** `order_number` (shell §7), and ours: status, message, a guest's order_token. */
export const PaymentConfirmResponseSchema = lazySchema(() =>
  z.object({
    status,
    order_number: looseString,
    message: looseString,
    order_token: z.optional(looseString),
  }),
);
export type PaymentConfirmResponse = z.infer<typeof PaymentConfirmResponseSchema>;

/** POST cancelTempOrder {temp_trans_order_id} (ours): the payment failed or the window was closed. */
export const CancelTempOrderRequestSchema = lazySchema(() =>
  z.object({
    temp_trans_order_id: required(ORDER_NUMBER_MAX, 'The order id is missing'),
  }),
);
export const CancelTempOrderResponseSchema = lazySchema(() =>
  z.object({
    status,
    message: looseString,
    order_number: z.optional(looseString),
  }),
);
export type CancelTempOrderResponse = z.infer<typeof CancelTempOrderResponseSchema>;
