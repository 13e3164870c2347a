/**
 * The JSON the fuzz run writes (server/fuzz.test.ts, issue 13 §3): seeded randomness, and JSON text with verbatim
 * parts, so that values JSON.stringify cannot write (1e309, duplicate keys, 10,000-deep nesting) reach the
 * server as written; and copies of a body with one value replaced or removed.
 */

// ---------------------------------------------------------------------------------------------------------------
// Seeded randomness: a failure names its seed, and FUZZ_SEED replays it.

export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** A whole number in [0, n). */
  int(n: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
}

/** mulberry32: small, fast and good enough to spread test cases; the same seed gives the same cases. */
export function seededRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (n: number) => Math.floor(next() * n);
  return {
    next,
    int,
    pick: <T>(items: readonly T[]) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(items.length)] as T;
    },
    chance: (p) => next() < p,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// JSON text with verbatim parts.

/** JSON text written as it is into a body (numbers JSON.stringify cannot write, deep nesting, duplicate keys). */
export class Raw {
  constructor(readonly json: string) {}
}

export type Json = null | boolean | number | string | Raw | Json[] | { [key: string]: Json };

export const isPlainObject = (value: unknown): value is { [key: string]: Json } =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Raw);

/** The JSON text of `value`, with Raw parts verbatim and own `__proto__` keys written like any other. */
export function jsonText(value: Json): string {
  if (value instanceof Raw) return value.json;
  if (Array.isArray(value)) return `[${value.map(jsonText).join(',')}]`;
  if (isPlainObject(value)) {
    return `{${Object.keys(value)
      .map((key) => `${JSON.stringify(key)}:${jsonText(value[key] as Json)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Sets an own property, even `__proto__` (an assignment would set the object's prototype instead). */
export function define(target: object, key: PropertyKey, value: unknown) {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

export type Path = readonly (string | number)[];
const REMOVE = Symbol('remove');

/** A copy of `root` with the value at `path` replaced (or removed), copying only the containers on the path. */
export function setAt(root: Json, path: Path, value: Json | typeof REMOVE): Json {
  const [key, ...rest] = path;
  if (key === undefined) return value === REMOVE ? null : value;
  if (Array.isArray(root) && typeof key === 'number') {
    const copy = [...root];
    if (rest.length === 0 && value === REMOVE) copy.splice(key, 1);
    else copy[key] = setAt(root[key] ?? null, rest, value);
    return copy;
  }
  const source = isPlainObject(root) ? root : {};
  const copy: { [key: string]: Json } = {};
  for (const own of Object.keys(source)) define(copy, own, source[own]);
  const name = String(key);
  if (rest.length === 0 && value === REMOVE) delete copy[name];
  else define(copy, name, setAt(Object.hasOwn(source, name) ? (source[name] as Json) : null, rest, value));
  return copy;
}

export const removeAt = (root: Json, path: Path): Json => setAt(root, path, REMOVE);

export function getAt(root: Json, path: Path): Json | undefined {
  let value: Json | undefined = root;
  for (const key of path) {
    if (Array.isArray(value) && typeof key === 'number') value = value[key];
    else if (isPlainObject(value) && Object.hasOwn(value, key)) value = value[key];
    else return undefined;
  }
  return value;
}
