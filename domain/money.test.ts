import { describe, expect, it } from 'vitest';
import { formatINR } from './money';

/** What the storefront showed before (and what the spec's 0,0.00 means): the platform's own number format. */
const intl = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const expected = (amount: number) => `₹${intl.format(Number.isFinite(amount) ? amount : 0)}`;

describe('formatINR', () => {
  it('writes the rupee sign, comma groups of three and two decimals', () => {
    expect(formatINR(0)).toBe('₹0.00');
    expect(formatINR(7)).toBe('₹7.00');
    expect(formatINR(999.9)).toBe('₹999.90');
    expect(formatINR(1000)).toBe('₹1,000.00');
    expect(formatINR(128500)).toBe('₹128,500.00');
    expect(formatINR(1234567.891)).toBe('₹1,234,567.89');
  });

  it('rounds the amount as written half away from zero: 1.005 is 1.01, 2.675 is 2.68', () => {
    expect(formatINR(1.005)).toBe('₹1.01');
    expect(formatINR(2.675)).toBe('₹2.68');
    expect(formatINR(0.005)).toBe('₹0.01');
    expect(formatINR(0.0049)).toBe('₹0.00');
    expect(formatINR(99.995)).toBe('₹100.00');
    expect(formatINR(-1.005)).toBe('₹-1.01');
  });

  it('shows what is not a number as zero, and keeps the sign of a negative zero as the platform does', () => {
    expect(formatINR(Number.NaN)).toBe('₹0.00');
    expect(formatINR(Number.POSITIVE_INFINITY)).toBe('₹0.00');
    expect(formatINR(-0)).toBe(expected(-0));
    expect(formatINR(-0.001)).toBe(expected(-0.001));
    expect(formatINR(1e-9)).toBe(expected(1e-9));
  });

  it('agrees with Intl.NumberFormat on 20,000 amounts: prices, paise, halves, large and negative', () => {
    const golden = 0.618033988749895; // spreads i over [0, 1) without repeating
    for (let i = 0; i < 20_000; i += 1) {
      const spread = (i * golden) % 1;
      const amount = [
        ((i * 7919) % 10_000_000) / 100, // rupees and paise
        ((i * 104_729) % 1_000_000) + [0.005, 0.015, 0.125, 0.995, 0.445][i % 5]!, // halves at the cent
        spread * 10 ** (i % 16), // any size up to 10^15
        -((i * 7919) % 100_000_000) / 100 - 0.005, // negative, at the half
        ((i * 104_729) % 1_000_000_000) / 1000, // three decimals
      ][i % 5]!;
      expect(formatINR(amount), String(amount)).toBe(expected(amount));
    }
  });
});
