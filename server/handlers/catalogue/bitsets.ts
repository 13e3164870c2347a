/**
 * Sets of product positions as bitsets (ADR 042): bit `i % 32` of word `i / 32` is position i. The listing index
 * keeps one per term, category, collection, tag and price bucket; a null set stands for every position.
 */

/** One bit per product position. */
export type Bits = Uint32Array;

export const newBits = (size: number): Bits => new Uint32Array((size + 31) >>> 5);

export const setBit = (bits: Bits, i: number) => {
  bits[i >>> 5] = (bits[i >>> 5] as number) | (1 << (i & 31));
};

export const hasBit = (bits: Bits, i: number): boolean => (((bits[i >>> 5] as number) >>> (i & 31)) & 1) === 1;

/** The products every bitset keeps (a null one keeps all); null when all are null. */
export function allOf(sets: readonly (Bits | null)[]): Bits | null {
  const present = sets.filter((b): b is Bits => b !== null);
  const [first, ...rest] = present;
  if (!first) return null;
  const out = Uint32Array.from(first);
  for (const other of rest) for (let w = 0; w < out.length; w += 1) out[w] = (out[w] as number) & (other[w] as number);
  return out;
}

/** The products any bitset keeps. */
export function anyOf(size: number, sets: readonly Bits[]): Bits {
  const out = newBits(size);
  for (const bits of sets) for (let w = 0; w < out.length; w += 1) out[w] = (out[w] as number) | (bits[w] as number);
  return out;
}

/** Set bits in a 32-bit word. */
function bitCount(word: number): number {
  let x = word - ((word >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

/** How many products every bitset keeps (a null one keeps all). */
export function countAll(size: number, sets: readonly (Bits | null)[]): number {
  const present = sets.filter((b): b is Bits => b !== null);
  const [first, ...rest] = present;
  if (!first) return size;
  let count = 0;
  for (let w = 0; w < first.length; w += 1) {
    let word = first[w] as number;
    for (const other of rest) word &= other[w] as number;
    if (word !== 0) count += bitCount(word);
  }
  return count;
}
