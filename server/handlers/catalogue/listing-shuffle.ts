import { hasBit, type Bits } from './bitsets';

/**
 * A listing's 'random' order (ADR 042): a hash of each product id under a seed taken from the listing and the
 * shop's day, so it holds across pages and replicas for the day and changes the next.
 */

/** 32-bit FNV-1a of a string: the seed of a scope's shuffle for a day. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/** A 32-bit integer mix (murmur3's finaliser) of a product id under a seed. */
function mix(id: number, seed: number): number {
  let h = (id ^ seed) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/**
 * The positions of a scope (`inScope`, null for the whole shop) in a stable shuffle for a seed: by a hash of the
 * product id under that seed, ties by position (ascending id), and a product that cannot be sold (selling price 0)
 * last, as every sort puts it.
 */
export function shuffledPositions(
  ids: Int32Array,
  selling: Float64Array,
  inScope: Bits | null,
  seed: string,
): Int32Array {
  const salt = fnv1a(seed);
  const members: number[] = [];
  for (let i = 0; i < ids.length; i += 1) if (inScope === null || hasBit(inScope, i)) members.push(i);
  const hashes = new Uint32Array(ids.length);
  for (const i of members) hashes[i] = mix(ids[i] as number, salt);
  const last = (i: number) => (selling[i] === 0 ? 1 : 0);
  return Int32Array.from(members).sort(
    (a, b) => last(a) - last(b) || (hashes[a] as number) - (hashes[b] as number) || a - b,
  );
}
