/**
 * The bench's seeded choices, so that a run's request mix is the same from one bench to the next: mulberry32, and
 * a pick from a list, evenly or by weight. The product-list mix (product-list-mix.ts) and the scale run's mix
 * (scale-mix.ts) draw with them.
 */

/** mulberry32: a small seeded generator; the same seed gives the same run. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Picks by weight: `[[value, weight], ...]`. */
export function weighted<T>(random: () => number, choices: readonly (readonly [T, number])[]): T {
  const total = choices.reduce((sum, [, w]) => sum + w, 0);
  let roll = random() * total;
  for (const [value, w] of choices) {
    roll -= w;
    if (roll < 0) return value;
  }
  return (choices.at(-1) as readonly [T, number])[0];
}

/** Picks one value, each as likely; an empty list is a mistake of the caller's. */
export const pick = <T>(random: () => number, values: readonly T[]): T => {
  if (values.length === 0) throw new Error('nothing to pick from');
  return values[Math.floor(random() * values.length)] as T;
};
