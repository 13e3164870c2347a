import { describe, expect, it } from 'vitest';
import { availabilityOf, stockCount } from './availability';

describe('availability from stock (spec: catalogue §4, shell §4 "Variation drawer")', () => {
  it.each([null, undefined, '', '  '])('empty stock (%j) is Available but made to order', (stock) => {
    expect(availabilityOf(stock)).toEqual({ label: 'Available', readilyAvailable: false, button: 'Make to Order' });
  });

  it.each([0, '0', ' 0 '])('stock %j is Out of Stock, made to order', (stock) => {
    expect(availabilityOf(stock)).toEqual({ label: 'Out of Stock', readilyAvailable: false, button: 'Make to Order' });
  });

  it.each([1, '1', 12, '250'])('stock %j is Available and readily available', (stock) => {
    expect(availabilityOf(stock)).toEqual({ label: 'Available', readilyAvailable: true, button: 'Add to Cart' });
  });

  it('reads a negative stock (an oversold piece) as out of stock, never as available', () => {
    expect(availabilityOf(-2).readilyAvailable).toBe(false);
    expect(availabilityOf(-2).label).toBe('Out of Stock');
  });

  it('reads an unreadable stock as empty', () => {
    expect(stockCount('many')).toBeNull();
    expect(stockCount(Number.NaN)).toBeNull();
    expect(availabilityOf('many').button).toBe('Make to Order');
  });
});
