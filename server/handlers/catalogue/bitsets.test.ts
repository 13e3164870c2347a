import { describe, expect, it } from 'vitest';
import { allOf, anyOf, countAll, hasBit, newBits, setBit, type Bits } from './bitsets';

/**
 * The listing index's bitset arithmetic against plain sets. These take no request input: a bad listing request
 * is refused before any of them runs (listing.test.ts, 400 with field messages).
 */

const SIZE = 70; // three words, the last one partly used
const bitsOf = (members: readonly number[]): Bits => {
  const bits = newBits(SIZE);
  for (const i of members) setBit(bits, i);
  return bits;
};
const membersOf = (bits: Bits) => Array.from({ length: SIZE }, (_, i) => i).filter((i) => hasBit(bits, i));

/** A seeded choice of members, so a failure names sets that can be written down again. */
function someMembers(seed: number): number[] {
  let x = seed;
  const out: number[] = [];
  for (let i = 0; i < SIZE; i += 1) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    if (x % 3 === 0) out.push(i);
  }
  return out;
}

describe('bitsets', () => {
  it('sets and reads single bits, across word edges, with nothing set in a new set', () => {
    expect(newBits(SIZE)).toHaveLength(3);
    expect(newBits(0)).toHaveLength(0);
    expect(membersOf(newBits(SIZE))).toEqual([]);
    const edges = [0, 31, 32, 63, 64, 69];
    expect(membersOf(bitsOf(edges))).toEqual(edges);
  });

  it('intersects, unites and counts as sets do', () => {
    for (let seed = 1; seed <= 20; seed += 1) {
      const [a, b, c] = [someMembers(seed), someMembers(seed * 7), someMembers(seed * 13)];
      const both = a.filter((i) => b.includes(i) && c.includes(i));
      const either = [...new Set([...a, ...b])].sort((x, y) => x - y);
      expect(membersOf(allOf([bitsOf(a), bitsOf(b), bitsOf(c)]) ?? newBits(SIZE))).toEqual(both);
      expect(membersOf(anyOf(SIZE, [bitsOf(a), bitsOf(b)]))).toEqual(either);
      expect(countAll(SIZE, [bitsOf(a), null, bitsOf(b), bitsOf(c)])).toBe(both.length);
    }
  });

  it('reads a null set as every product, and no sets as no filter', () => {
    const a = bitsOf([2, 40]);
    expect(membersOf(allOf([null, a]) ?? newBits(SIZE))).toEqual([2, 40]);
    expect(allOf([null, null])).toBeNull();
    expect(allOf([])).toBeNull();
    expect(countAll(SIZE, [])).toBe(SIZE);
    expect(countAll(SIZE, [null])).toBe(SIZE);
    expect(membersOf(anyOf(SIZE, []))).toEqual([]);
  });

  it('leaves the sets it is given unchanged', () => {
    const a = bitsOf([1, 2, 3]);
    const b = bitsOf([3, 4]);
    allOf([a, b]);
    anyOf(SIZE, [a, b]);
    expect(membersOf(a)).toEqual([1, 2, 3]);
    expect(membersOf(b)).toEqual([3, 4]);
  });
});
