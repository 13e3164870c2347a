import { sql } from 'drizzle-orm';
import { giftCardTooLarge } from '@domain/checkout';
import { toPaise, toRupees } from '@domain/cart';
import type { SelectGiftCardResponse } from '@schemas/checkout';
import { signedInCustomer } from '../../auth/session';
import type { Db } from '../../db/client';
import { giftCards } from '../../db/schema';
import { numericPaise } from '../cart/sellable-line';
import type { Handler } from '../types';
import { bagTotalPaise } from './bag-total';
import { checkoutMessages as say } from './checkout-messages';

const refused = (notification: string): SelectGiftCardResponse => ({
  status: 'error',
  gt_amount: 0,
  gt_id: 0,
  gt_giftcard_code: '',
  notification,
});

type GiftCardRow = typeof giftCards.$inferSelect;

/** The gift card under `code` (any case), or null. */
export async function findGiftCard(db: Db, code: string): Promise<GiftCardRow | null> {
  const [row] = await db
    .select()
    .from(giftCards)
    .where(sql`upper(${giftCards.code}) = upper(${code})`)
    .limit(1);
  return row ?? null;
}

/**
 * Why `row` cannot pay for a bag with `leftPaise` still to pay, or null (shell §2 "Gift card purchase": valid
 * one year from purchase, redeemable only in full; issue 10 §1: only once).
 */
export function giftCardRefusal(row: GiftCardRow | null, leftPaise: number, now = new Date()): string | null {
  if (!row) return say.giftCardUnknown;
  if (row.redeemedAt) return say.giftCardSpent;
  if (row.expiresAt <= now) return say.giftCardExpired;
  if (leftPaise <= 0) return say.bagEmpty;
  return giftCardTooLarge(numericPaise(row.amount), leftPaise, 0);
}

/**
 * `select-giftcard {gift_card, cart_total}` (shell §7): the card's amount when it can pay for this bag whole.
 * `cart_total` is what is left after the coupon as the browser shows it; a signed-in customer's is never
 * taken above the bag the database holds. The order checks the card again and spends it.
 */
export const selectGiftCard: Handler<'select-giftcard'> = async (body, { db, bearerToken }) => {
  const customerId = await signedInCustomer(db, bearerToken);
  if (bearerToken && customerId === null) return refused(say.sessionExpired);
  const shown = toPaise(body.cart_total);
  const leftPaise = customerId === null ? shown : Math.min(shown, await bagTotalPaise(db, customerId));
  const row = await findGiftCard(db, body.gift_card);
  const refusal = giftCardRefusal(row, leftPaise);
  if (refusal || !row) return refused(refusal ?? say.giftCardUnknown);
  return {
    status: 'success',
    gt_amount: toRupees(numericPaise(row.amount)),
    gt_id: row.id,
    gt_giftcard_code: row.code,
    notification: say.giftCardApplied,
  };
};
