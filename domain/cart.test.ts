import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addToBag,
  availabilityStatus,
  bagCount,
  bagSummary,
  decreaseInBag,
  lineKey,
  lineTotalPaise,
  MAX_LINE_QUANTITY,
  quantityCap,
  removeFromBag,
  sellable,
  type BagLine,
} from './cart';

const line = (id: number, price: number, selling: number, quantity = 1, terms: string[] = []): BagLine => ({
  product_id: id,
  product_price: price,
  product_selling_price: selling,
  quantity,
  selected_variation: terms.map((t) => ({ attr: 'Colour', terms: t })),
});
const shipping = { admin_shipping_free: 25000, admin_notzone_amount: 250 };

describe('bag summary (spec: shell §9 "Cart totals", "Shipping charge")', () => {
  it.each([
    // lines, itemTotal, discount, total, shipping, sellingTotal
    [[line(1, 1850, 1850, 2)], 3700, 0, 3700, 250, 3950],
    [[line(1, 68500, 61650), line(2, 42000, 42000)], 110500, 6850, 103650, 0, 103650],
    [[line(3, 32500.5, 29999.99, 3)], 97501.5, 7501.53, 89999.97, 0, 89999.97],
    [[line(4, 0.1, 0.1, 1), line(5, 0.2, 0.2, 1)], 0.3, 0, 0.3, 250, 250.3],
    [[line(6, 25000, 25000)], 25000, 0, 25000, 0, 25000],
    [[line(7, 25000, 24999.99)], 25000, 0.01, 24999.99, 250, 25249.99],
  ])('%j', (lines, itemTotal, discount, total, ship, sellingTotal) => {
    expect(bagSummary(lines, shipping)).toEqual({
      itemTotal,
      discount,
      total_amount: total,
      shipping_charge: ship,
      sellingTotal,
    });
  });

  it('charges no shipping on an empty bag, nor without a threshold', () => {
    expect(bagSummary([], shipping)).toEqual({
      itemTotal: 0,
      discount: 0,
      total_amount: 0,
      shipping_charge: 0,
      sellingTotal: 0,
    });
    expect(bagSummary([line(1, 100, 100)], {}).shipping_charge).toBe(0);
  });

  it('is exact to the paisa for any bag (property)', () => {
    const paise = fc.integer({ min: 0, max: 10_000_000 });
    const anyLine = fc
      .record({ price: paise, off: paise, quantity: fc.integer({ min: 1, max: MAX_LINE_QUANTITY }) })
      .map(({ price, off, quantity }) => line(1, price / 100, Math.max(price - off, 0) / 100, quantity));
    fc.assert(
      fc.property(fc.array(anyLine, { maxLength: 20 }), (lines) => {
        const s = bagSummary(lines, shipping);
        const cents = (n: number) => Math.round(n * 100);
        expect(cents(s.itemTotal) - cents(s.discount)).toBe(cents(s.total_amount));
        expect(cents(s.total_amount)).toBe(lines.reduce((sum, l) => sum + lineTotalPaise(l), 0));
        expect(cents(s.sellingTotal)).toBe(cents(s.total_amount) + cents(s.shipping_charge));
        for (const n of Object.values(s)) expect(Math.abs(n * 100 - cents(n))).toBeLessThan(1e-6);
      }),
    );
  });
});

describe('guest bag rules (spec: shell §4)', () => {
  it('merges the same product and variation and starts a new line at 1', () => {
    const gold = line(1, 100, 90, 5, ['Gold']);
    let bag = addToBag([], gold);
    expect(bag).toEqual([{ ...gold, quantity: 1 }]);
    bag = addToBag(bag, { ...gold, selected_variation: [{ attr: ' colour', terms: 'GOLD ' }] });
    expect(bag.map((l) => l.quantity)).toEqual([2]);
    bag = addToBag(bag, line(1, 100, 90, 1, ['Silver']));
    bag = addToBag(bag, line(2, 50, 50));
    expect(bag.map((l) => [l.product_id, l.quantity])).toEqual([
      [1, 2],
      [1, 1],
      [2, 1],
    ]);
    expect(bagCount(bag)).toBe(3);
  });

  it('treats terms in any order as one variation', () => {
    const a = {
      product_id: 9,
      selected_variation: [
        { attr: 'Size', terms: '2.4' },
        { attr: 'Colour', terms: 'Red' },
      ],
    };
    const b = {
      product_id: 9,
      selected_variation: [
        { attr: 'Colour', terms: 'Red' },
        { attr: 'Size', terms: '2.4' },
      ],
    };
    expect(lineKey(a)).toBe(lineKey(b));
  });

  it('decreases by 1 and removes a line at 1; remove deletes it', () => {
    const bag = [line(1, 10, 10, 2), line(2, 10, 10, 1)];
    const key1 = lineKey(bag[0]!);
    const key2 = lineKey(bag[1]!);
    expect(decreaseInBag(bag, key1).map((l) => l.quantity)).toEqual([1, 1]);
    expect(decreaseInBag(bag, key2).map((l) => l.product_id)).toEqual([1]);
    expect(removeFromBag(bag, key1).map((l) => l.product_id)).toEqual([2]);
    expect(removeFromBag(bag, 'no-such-line')).toEqual(bag);
  });

  it('never holds more than the line limit', () => {
    const full = [line(1, 10, 10, MAX_LINE_QUANTITY)];
    expect(addToBag(full, line(1, 10, 10))[0]?.quantity).toBe(MAX_LINE_QUANTITY);
  });
});

describe('what can be sold', () => {
  it('refuses a selling price not above 0 (spec: shell §5)', () => {
    expect(sellable(0)).toBe(false);
    expect(sellable(0.001)).toBe(false);
    expect(sellable(0.01)).toBe(true);
  });
  it.each([
    [1, 1, 1],
    [5, 5, 1],
    [null, MAX_LINE_QUANTITY, 0],
    [0, MAX_LINE_QUANTITY, 0],
    [500, MAX_LINE_QUANTITY, 1],
  ])('stock %s caps a line at %s, availability %s', (stock, cap, status) => {
    expect(quantityCap(stock)).toBe(cap);
    expect(availabilityStatus(stock)).toBe(status);
  });
});
