import { describe, expect, it } from 'vitest';
import {
  couponDiscountPaise,
  giftCardTooLarge,
  gstPaise,
  minimumOrderMessage,
  orderTotals,
  type CouponRule,
} from './checkout';

const percent = (p: number, max: number | null = null, min = 0): CouponRule => ({
  kind: 'percent',
  percent: p,
  amountPaise: 0,
  maxDiscountPaise: max,
  minCartPaise: min,
});
const flat = (amount: number): CouponRule => ({
  kind: 'flat',
  percent: 0,
  amountPaise: amount,
  maxDiscountPaise: null,
  minCartPaise: 0,
});

describe('coupon discount (issue 10 §1)', () => {
  it('takes a percentage rounded down to the paisa, capped, and never more than the bag', () => {
    expect(couponDiscountPaise(percent(10), 4_835_000)).toBe(483_500); // 10% of ₹48,350.00
    expect(couponDiscountPaise(percent(15), 333)).toBe(49); // 15% of ₹3.33 = 49.95 paise → 49
    expect(couponDiscountPaise(percent(10, 200_000), 4_835_000)).toBe(200_000); // capped at ₹2,000
    expect(couponDiscountPaise(flat(150_000), 4_835_000)).toBe(150_000);
    expect(couponDiscountPaise(flat(150_000), 100_000)).toBe(100_000);
  });
});

describe('order totals (spec: shell §9, hand-worked)', () => {
  it('charges 3% GST on the total less coupon and gift card, and adds shipping after tax', () => {
    // Bag: ₹50,000.00 list, ₹1,650.00 product discount → ₹48,350.00; coupon 10% → ₹4,835.00.
    // Taxable ₹43,515.00; GST ₹1,305.45; shipping ₹0; total ₹44,820.45.
    const totals = orderTotals({
      itemTotalPaise: 5_000_000,
      discountPaise: 165_000,
      couponPaise: 483_500,
      giftCardPaise: 0,
      shippingPaise: 0,
    });
    expect(totals).toEqual({
      itemTotal: 5_000_000,
      discount: 165_000,
      cartTotal: 4_835_000,
      coupon: 483_500,
      giftCard: 0,
      shipping: 0,
      taxable: 4_351_500,
      gst: 130_545,
      total: 4_482_045,
    });
  });

  it('takes a gift card off before tax and keeps shipping outside it', () => {
    // ₹14,350.00 bag, ₹11,000.00 card → taxable ₹3,350.00, GST ₹100.50, shipping ₹250.00 → ₹3,700.50.
    const totals = orderTotals({
      itemTotalPaise: 1_435_000,
      discountPaise: 0,
      couponPaise: 0,
      giftCardPaise: 1_100_000,
      shippingPaise: 25_000,
    });
    expect([totals.taxable, totals.gst, totals.total]).toEqual([335_000, 10_050, 370_050]);
  });

  it('never lets coupon and gift card take the taxable amount below 0', () => {
    const totals = orderTotals({
      itemTotalPaise: 500_000,
      discountPaise: 0,
      couponPaise: 100_000,
      giftCardPaise: 1_100_000,
      shippingPaise: 0,
    });
    expect([totals.coupon, totals.giftCard, totals.taxable, totals.gst, totals.total]).toEqual([
      100_000, 400_000, 0, 0, 0,
    ]);
  });

  it('rounds GST half up to the paisa', () => {
    expect(gstPaise(50)).toBe(2); // 1.5 → 2
    expect(gstPaise(49)).toBe(1); // 1.47 → 1
    expect(gstPaise(0)).toBe(0);
  });
});

describe('minimum order and gift cards in full', () => {
  it('says "Minimum Order value $" and the amount at or below the minimum, after coupon', () => {
    expect(minimumOrderMessage({ cartTotal: 100_000, coupon: 0 }, 100_000)).toBe('Minimum Order value $1000');
    expect(minimumOrderMessage({ cartTotal: 150_000, coupon: 50_000 }, 100_000)).toBe('Minimum Order value $1000');
    expect(minimumOrderMessage({ cartTotal: 100_001, coupon: 0 }, 100_000)).toBeNull();
    expect(minimumOrderMessage({ cartTotal: 0, coupon: 0 }, 0)).toBeNull();
  });

  it('refuses a gift card larger than what is left to pay', () => {
    expect(giftCardTooLarge(1_100_000, 1_000_000, 0)).toBe(
      'This gift card is redeemable only in full, on an order of at least ₹11,000.00.',
    );
    expect(giftCardTooLarge(1_100_000, 1_200_000, 200_000)).not.toBeNull();
    expect(giftCardTooLarge(1_100_000, 1_100_000, 0)).toBeNull();
  });
});
