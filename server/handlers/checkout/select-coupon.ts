import { and, eq, sql } from 'drizzle-orm';
import { couponDiscountPaise, type CouponRule } from '@domain/checkout';
import { toPaise, toRupees } from '@domain/cart';
import type { SelectCouponResponse } from '@schemas/checkout';
import { signedInCustomer } from '../../auth/session';
import type { Db } from '../../db/client';
import { couponUses, coupons } from '../../db/schema';
import { numericPaise } from '../cart/sellable-line';
import type { Handler } from '../types';
import { bagTotalPaise } from './bag-total';
import { checkoutMessages as say, couponMinimum } from './checkout-messages';

const refused = (notification: string): SelectCouponResponse => ({
  data: { status: 'error', discount_amount: 0, promo_id: 0, promo_code: '', notification },
});

type CouponRow = typeof coupons.$inferSelect;

export const couponRule = (row: CouponRow): CouponRule => ({
  kind: row.kind,
  percent: row.percent,
  amountPaise: numericPaise(row.amount),
  maxDiscountPaise: row.maxDiscount === null ? null : numericPaise(row.maxDiscount),
  minCartPaise: numericPaise(row.minCart),
});

/** The coupon under `code` (any case), or null. */
export async function findCoupon(db: Db, code: string): Promise<CouponRow | null> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(sql`upper(${coupons.code}) = upper(${code})`)
    .limit(1);
  return row ?? null;
}

/**
 * Why `row` cannot be used now on a bag of `cartPaise` by `customerId` (null for a guest), or null when it
 * can: known and active, within its dates, the bag large enough, and not used before where once per customer.
 */
export async function couponRefusal(
  db: Db,
  row: CouponRow | null,
  cartPaise: number,
  customerId: number | null,
  now = new Date(),
): Promise<string | null> {
  if (!row || !row.active) return say.couponUnknown;
  if (row.startsAt && row.startsAt > now) return say.couponNotYet;
  if (row.endsAt && row.endsAt <= now) return say.couponEnded;
  if (cartPaise <= 0) return say.bagEmpty;
  const rule = couponRule(row);
  if (cartPaise < rule.minCartPaise) return couponMinimum(rule.minCartPaise);
  if (row.oncePerCustomer) {
    if (customerId === null) return say.couponSignIn;
    const used = await db.$count(
      couponUses,
      and(eq(couponUses.couponId, row.id), eq(couponUses.customerId, customerId)),
    );
    if (used > 0) return say.couponUsed;
  }
  return null;
}

/**
 * `select-coupon {promo_code, cart_total}` (shell §7): the discount the coupon gives this bag. A signed-in
 * customer's bag total is read from the database; a guest's comes from the request, and only previews the
 * discount (the order recomputes it). A stale token gets "Session expired".
 */
export const selectCoupon: Handler<'select-coupon'> = async (body, { db, bearerToken }) => {
  const customerId = await signedInCustomer(db, bearerToken);
  if (bearerToken && customerId === null) return refused(say.sessionExpired);
  const cartPaise = customerId === null ? toPaise(body.cart_total) : await bagTotalPaise(db, customerId);
  const row = await findCoupon(db, body.promo_code);
  const refusal = await couponRefusal(db, row, cartPaise, customerId);
  if (refusal || !row) return refused(refusal ?? say.couponUnknown);
  return {
    data: {
      status: 'success',
      discount_amount: toRupees(couponDiscountPaise(couponRule(row), cartPaise)),
      promo_id: row.id,
      promo_code: row.code,
      notification: say.couponApplied,
    },
  };
};
