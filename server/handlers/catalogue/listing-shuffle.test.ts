import { describe, expect, it } from 'vitest';
import { newBits, setBit } from './bitsets';
import { shuffledPositions } from './listing-shuffle';

/**
 * A listing's 'random' order (ADR 042). It takes no request input: the day and the listing's key come from the
 * server, and a bad sort is refused before the index is asked (listing.test.ts).
 */

const ids = Int32Array.from({ length: 40 }, (_, i) => 100 + i * 3);
const selling = Float64Array.from({ length: 40 }, (_, i) => (i % 9 === 4 ? 0 : 1000 + i));

describe('shuffledPositions', () => {
  it('holds every product of the scope once, the same for the same seed', () => {
    const order = shuffledPositions(ids, selling, null, 'all|2026-11-27');
    expect([...order].sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i));
    expect([...shuffledPositions(ids, selling, null, 'all|2026-11-27')]).toEqual([...order]);
    expect([...order]).not.toEqual(Array.from({ length: 40 }, (_, i) => i));
  });

  it('is another order for another day or listing', () => {
    const today = [...shuffledPositions(ids, selling, null, 'all|2026-11-27')];
    expect([...shuffledPositions(ids, selling, null, 'all|2026-11-28')]).not.toEqual(today);
    expect([...shuffledPositions(ids, selling, null, 'category:3|2026-11-27')]).not.toEqual(today);
  });

  it('keeps only the scope, and puts a product that cannot be sold last', () => {
    const scope = newBits(40);
    for (const i of [0, 4, 7, 13, 22, 31, 39]) setBit(scope, i);
    const order = [...shuffledPositions(ids, selling, scope, 'x|2026-11-27')];
    expect([...order].sort((a, b) => a - b)).toEqual([0, 4, 7, 13, 22, 31, 39]);
    expect(order.slice(-4).sort((a, b) => a - b)).toEqual([4, 13, 22, 31]); // selling price 0
    expect(shuffledPositions(ids, selling, newBits(40), 'x')).toHaveLength(0);
    expect(shuffledPositions(new Int32Array(0), new Float64Array(0), null, 'x')).toHaveLength(0);
  });
});
