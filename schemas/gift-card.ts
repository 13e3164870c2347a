import { z } from 'zod/mini';
import {
  giftCardPurchaseMessages as say,
  isGiftCardAmount,
  RECIPIENT_MOBILE_MAX,
  RECIPIENT_NAME_MAX,
} from '../domain/gift-card';
import { EMAIL_MAX, EMAIL_PATTERN } from '../domain/validation';
import { PaymentConfirmRequestSchema, PaymentWindowFields, ORDER_NUMBER_MAX } from './payment';
import { looseNumber, looseString, money, status } from './primitives';
import { boundedText } from './request-input';
import { lazySchema } from './lazy';

/** Required, trimmed text: empty stops at `message` (so an empty e-mail is not also "Invalid Email Format"). */
const required = (max: number, message: string, ...checks: z.core.$ZodCheck<string>[]) =>
  boundedText(
    max,
    z.string({ error: message }).check(z.trim(), z.minLength(1, { error: message, abort: true }), ...checks),
  );

/** The /gifting form's recipient (spec: shell §3 "Gift card order", §5 "Gift card"), in the spec's order. */
export const GiftCardRecipientSchema = lazySchema(() =>
  z.object({
    reciepient_name: required(RECIPIENT_NAME_MAX, say.recipientName),
    reciepient_mail: required(EMAIL_MAX, say.recipientEmail, z.regex(EMAIL_PATTERN, say.invalidEmail)),
    reciepient_mobile: required(RECIPIENT_MOBILE_MAX, say.recipientMobile),
  }),
);
export type GiftCardRecipient = z.infer<typeof GiftCardRecipientSchema>;

/** POST creategiftcardTempOrder (shell §7): the value in rupees (11000, 21000 or 51000) and the recipient. */
export const GiftCardPurchaseRequestSchema = lazySchema(() =>
  z.object({
    amount: looseNumber.check(z.refine(isGiftCardAmount, say.amount)),
    ...GiftCardRecipientSchema.shape,
  }),
);
export type GiftCardPurchaseRequest = z.output<typeof GiftCardPurchaseRequestSchema>;

/** `status, temp_trans_order_id, temp_razorpay_order_id, message` (shell §7) and what opens the window. */
export const GiftCardTempOrderResponseSchema = lazySchema(() => z.object(PaymentWindowFields));
export type GiftCardTempOrderResponse = z.infer<typeof GiftCardTempOrderResponseSchema>;

/** POST giftcardpaymentProcessing (shell §7: paymentId, orderId), with the signature as paymentProcessing's. */
export const GiftCardPaymentRequestSchema = PaymentConfirmRequestSchema;

/** `status, order_number` (shell §7): the gift card order's id, for /giftcardthankyou/{id}. */
export const GiftCardPaymentResponseSchema = lazySchema(() =>
  z.object({ status, order_number: looseString, message: looseString }),
);
export type GiftCardPaymentResponse = z.infer<typeof GiftCardPaymentResponseSchema>;

/** POST getgiftcardOrderDetail {trans_id} (shell §7). */
export const GiftCardOrderDetailRequestSchema = lazySchema(() =>
  z.object({ trans_id: boundedText(ORDER_NUMBER_MAX, looseString) }),
);

/**
 * The gift card confirmation (shell §2 "Gift card confirmation", §3: gt_unique_id, gt_user_name,
 * gt_giftcard_code, gt_amount, gt_user_email), and ours: the recipient's name and e-mail, the payment's
 * transaction id, and until when the card is valid.
 */
export const GiftCardOrderSchema = lazySchema(() =>
  z.object({
    gt_unique_id: looseString,
    gt_user_name: looseString,
    gt_giftcard_code: looseString,
    gt_amount: money,
    gt_user_email: looseString,
    reciepient_name: looseString,
    reciepient_mail: looseString,
    gt_transaction_id: looseString,
    gt_expires_at: z.optional(looseString),
  }),
);
export type GiftCardOrder = z.infer<typeof GiftCardOrderSchema>;

export const GiftCardOrderDetailResponseSchema = lazySchema(() =>
  z.object({
    status,
    message: z.optional(looseString),
    row_orders_data: z.optional(z.nullable(GiftCardOrderSchema)),
  }),
);
export type GiftCardOrderDetailResponse = z.infer<typeof GiftCardOrderDetailResponseSchema>;
