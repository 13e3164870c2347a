import { useMutation } from '@tanstack/react-query';
import { messages } from '@domain/messages';
import type { CartSummary } from '@schemas/cart';
import { selectCoupon, selectGiftCard } from '@schemas/calls/codes';
import { endExpiredSession } from '@/data/account/session-expired';
import { callApi } from '@/data/call-api';
import { callFailureMessage } from '@/lib/call-failure';
import { couponSession } from './coupon-session';
import { giftCardSession } from './gift-card-session';
import { useCheckoutTotals } from './totals';

/** How applying a code ended: applied, or the message the shopper is shown (the server's notification). */
export type ApplyResult = { ok: true } | { ok: false; message: string };

/** A code box's settings (components/ui/code-entry.tsx takes them as they are). */
export interface CodeBox {
  kind: 'coupon' | 'giftCard';
  label: string;
  required: string;
  applied: string | null;
  problem?: string | null;
  onApply: (code: string) => Promise<ApplyResult>;
  onRemove: () => void;
}

/**
 * The coupon and gift card boxes for the bag's summary (spec: shell §2 "Cart page"; issue 10 §1 "Apply and
 * remove on /cart and at checkout"): the coupon checked against the bag's total, the gift card against what is
 * left to pay after the coupon.
 */
export function useCodeBoxes(summary: CartSummary): CodeBox[] {
  const { totals, coupon, giftCard, giftCardProblem } = useCheckoutTotals(summary);
  const leftToPay = (totals.cartTotal - totals.coupon) / 100;
  return [
    {
      kind: 'coupon',
      label: 'Coupon',
      required: messages.couponRequired,
      applied: coupon?.promo_code ?? null,
      onApply: (code) => applyCoupon(code, summary.total_amount),
      onRemove: removeCoupon,
    },
    {
      kind: 'giftCard',
      label: 'Gift card',
      required: messages.giftCardRequired,
      applied: giftCard?.gt_giftcard_code ?? null,
      problem: giftCardProblem,
      onApply: (code) => applyGiftCard(code, leftToPay),
      onRemove: removeGiftCard,
    },
  ];
}

const refusedWith = (message: string): ApplyResult => ({ ok: false, message: message || messages.internalError });

/**
 * `select-coupon` with the bag's total as shown (shell §7); a success is kept in COUPON_SESSION (shell §3
 * "Coupon session": discount_amount, promo_id, promo_code, cart_amount). A stale session ends as the spec says.
 */
export async function applyCoupon(code: string, cartTotal: number): Promise<ApplyResult> {
  try {
    const { data } = await callApi(selectCoupon, { promo_code: code, cart_total: cartTotal });
    if (data.status !== 'success') {
      endExpiredSession({ status: data.status, message: data.notification });
      return refusedWith(data.notification);
    }
    couponSession.write({
      discount_amount: data.discount_amount,
      promo_id: data.promo_id,
      promo_code: data.promo_code,
      cart_amount: cartTotal,
    });
    return { ok: true };
  } catch (error) {
    return refusedWith(callFailureMessage(error, 'promo_code'));
  }
}

/** `select-giftcard` with what is left to pay after the coupon; a success is kept in the gift card session. */
export async function applyGiftCard(code: string, leftToPay: number): Promise<ApplyResult> {
  try {
    const answer = await callApi(selectGiftCard, { gift_card: code, cart_total: leftToPay });
    if (answer.status !== 'success') {
      endExpiredSession({ status: answer.status, message: answer.notification });
      return refusedWith(answer.notification);
    }
    giftCardSession.write({
      gt_amount: answer.gt_amount,
      gt_id: answer.gt_id,
      gt_giftcard_code: answer.gt_giftcard_code,
      cart_amount: leftToPay,
    });
    return { ok: true };
  } catch (error) {
    return refusedWith(callFailureMessage(error, 'gift_card'));
  }
}

/** spec: shell §8 "Coupon and gift card can be applied and removed; removal resets to zeros". */
export const removeCoupon = () => couponSession.clear();
export const removeGiftCard = () => giftCardSession.clear();

/** The two as mutations, for the forms' pending state. */
export const useApplyCoupon = () =>
  useMutation({ mutationFn: ({ code, total }: { code: string; total: number }) => applyCoupon(code, total) });
export const useApplyGiftCard = () =>
  useMutation({ mutationFn: ({ code, total }: { code: string; total: number }) => applyGiftCard(code, total) });
