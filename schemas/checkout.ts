import { z } from 'zod/mini';
import { messages } from '@domain/messages';
import { looseNumber, looseString, money, preprocess, requiredString, status } from './primitives';
import { boundedText } from './request-input';
import { lazySchema } from './lazy';

/** The applied coupon, kept under COUPON_SESSION (spec: shell §3 "Coupon session"). */
export const CouponSessionSchema = lazySchema(() =>
  z.object({
    discount_amount: money,
    promo_id: looseNumber,
    promo_code: looseString,
    cart_amount: money,
  }),
);
export type CouponSession = z.infer<typeof CouponSessionSchema>;

/** The applied gift card (spec: shell §3 "Gift card session"). */
export const GiftCardSessionSchema = lazySchema(() =>
  z.object({
    gt_amount: money,
    gt_id: looseNumber,
    gt_giftcard_code: looseString,
    cart_amount: money,
  }),
);
export type GiftCardSession = z.infer<typeof GiftCardSessionSchema>;

/** The longest coupon or gift card code a request may carry (ours; the demo codes are at most 17). */
export const CODE_MAX = 40;

const code = (required: string) =>
  boundedText(
    CODE_MAX,
    preprocess((v) => (typeof v === 'string' ? v.trim() : (v ?? '')), requiredString(required)),
  );

/**
 * POST select-coupon (shell §7): the code and the bag's total as the browser shows it. For a signed-in
 * customer the server reads the bag itself; a guest's total only previews the discount, which the order
 * computes again from the database.
 */
export const SelectCouponRequestSchema = lazySchema(() =>
  z.object({
    promo_code: code(messages.couponRequired),
    cart_total: money,
  }),
);

/** `data.status, discount_amount, promo_id, promo_code, notification` (shell §7); the discount in rupees. */
export const SelectCouponResponseSchema = lazySchema(() =>
  z.object({
    data: z.object({
      status,
      discount_amount: money,
      promo_id: looseNumber,
      promo_code: looseString,
      notification: looseString,
    }),
  }),
);
export type SelectCouponResponse = z.infer<typeof SelectCouponResponseSchema>;

/** POST select-giftcard (shell §7): the card's code and the bag's total (after the coupon) as shown. */
export const SelectGiftCardRequestSchema = lazySchema(() =>
  z.object({
    gift_card: code(messages.giftCardRequired),
    cart_total: money,
  }),
);

/** `gt_amount, gt_id, gt_giftcard_code, notification` (shell §7), and ours: status. */
export const SelectGiftCardResponseSchema = lazySchema(() =>
  z.object({
    status,
    gt_amount: money,
    gt_id: looseNumber,
    gt_giftcard_code: looseString,
    notification: looseString,
  }),
);
export type SelectGiftCardResponse = z.infer<typeof SelectGiftCardResponseSchema>;
