import { describe, expect, it } from 'vitest';
import { countCartLines } from './use-cart-count';

describe('countCartLines (spec: shell §4, the count equals the number of lines)', () => {
  it('counts the lines of a stored guest cart', () => {
    expect(
      countCartLines(
        JSON.stringify([
          { product_id: 1, quantity: 3 },
          { product_id: 2, quantity: 1 },
        ]),
      ),
    ).toBe(2);
    expect(countCartLines(JSON.stringify({ resCartData: [{ product_id: 1 }] }))).toBe(1);
  });

  it('reads nothing, an empty cart or a corrupt value as 0', () => {
    expect(countCartLines(null)).toBe(0);
    expect(countCartLines('[]')).toBe(0);
    expect(countCartLines('{not json')).toBe(0);
    expect(countCartLines('"text"')).toBe(0);
  });
});
