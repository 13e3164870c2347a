import fc from 'fast-check';
import { AWKWARD_KEYS, URLS, URL_FIELD, fieldValue, junkValue } from './field-value-arbitraries';

/**
 * fast-check arbitraries for one CMS detail block (issue 3 §4 robustness): a fixture payload, as is or
 * mutated the ways back offices and hostile editors break them (fields removed, wrong types, string
 * numbers, nulls, random home_type), a payload synthesised from known field names, or junk.
 */

export type BlockKey = number | string;

export interface PageArbitraryInput {
  /** The registry's keys: details use these, every home_type 1–21 and unknown ones. */
  blockTypes: readonly BlockKey[];
  /** Field names the blocks know (schema shapes, fixture payloads), used to synthesise and mutate. */
  fieldNames: readonly string[];
  /** Payloads from fixtures/blocks/*.json, valid and invalid. */
  fixtures: readonly { valid: boolean; payload: unknown }[];
}

export const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

type Mutation =
  | { kind: 'remove'; pick: number }
  | { kind: 'set'; pick: number; known: boolean; value: unknown }
  | { kind: 'url'; pick: number; url: string }
  | { kind: 'stringify-numbers' }
  | { kind: 'null-all' }
  | { kind: 'home-type'; value: unknown }
  | { kind: 'awkward-key'; key: string; value: unknown }
  | { kind: 'not-an-object'; value: unknown };

const mutation = (homeType: fc.Arbitrary<unknown>): fc.Arbitrary<Mutation> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.nat().map((pick) => ({ kind: 'remove' as const, pick })) },
    {
      weight: 4,
      arbitrary: fc
        .record({ pick: fc.nat(), known: fc.boolean(), value: fieldValue })
        .map((m) => ({ kind: 'set' as const, ...m })),
    },
    {
      weight: 3,
      arbitrary: fc
        .record({ pick: fc.nat(), url: fc.constantFrom(...URLS) })
        .map((m) => ({ kind: 'url' as const, ...m })),
    },
    { weight: 2, arbitrary: fc.constant({ kind: 'stringify-numbers' as const }) },
    { weight: 1, arbitrary: fc.constant({ kind: 'null-all' as const }) },
    { weight: 1, arbitrary: homeType.map((value) => ({ kind: 'home-type' as const, value })) },
    {
      weight: 1,
      arbitrary: fc
        .record({ key: fc.constantFrom(...AWKWARD_KEYS), value: junkValue })
        .map((m) => ({ kind: 'awkward-key' as const, ...m })),
    },
    { weight: 1, arbitrary: junkValue.map((value) => ({ kind: 'not-an-object' as const, value })) },
  );

function applyMutation(payload: unknown, m: Mutation, fieldNames: readonly string[]): unknown {
  if (!isPlainObject(payload)) return m.kind === 'not-an-object' ? m.value : payload;
  const keys = Object.keys(payload);
  const copy: Record<string, unknown> = { ...payload };
  switch (m.kind) {
    case 'remove': {
      const key = keys[m.pick % Math.max(1, keys.length)];
      if (key !== undefined) delete copy[key];
      return copy;
    }
    case 'set': {
      const pool = m.known || keys.length === 0 ? fieldNames : keys;
      const key = pool[m.pick % Math.max(1, pool.length)];
      if (key !== undefined) copy[key] = m.value;
      return copy;
    }
    case 'url': {
      // A link, image or video field gets an odd URL: that is where URL parsing code lives.
      const urlKeys = keys.filter((k) => URL_FIELD.test(k));
      const key = urlKeys[m.pick % Math.max(1, urlKeys.length)];
      if (key !== undefined) copy[key] = m.url;
      return copy;
    }
    case 'stringify-numbers':
      for (const key of keys) if (typeof copy[key] === 'number') copy[key] = String(copy[key]);
      return copy;
    case 'null-all':
      for (const key of keys) if (key !== 'home_type') copy[key] = null;
      return copy;
    case 'home-type':
      copy.home_type = m.value;
      return copy;
    case 'awkward-key':
      // defineProperty: a plain assignment to "__proto__" would set the prototype, not a key (JSON.parse makes a key).
      Object.defineProperty(copy, m.key, { value: m.value, enumerable: true, configurable: true, writable: true });
      return copy;
    case 'not-an-object':
      return m.value;
  }
}

/** home_type values: the registry's, 1–21 (as numbers and strings) and unknown or malformed ones. */
const homeTypeArbitrary = (blockTypes: readonly BlockKey[]) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...blockTypes) },
    { weight: 3, arbitrary: fc.integer({ min: 1, max: 21 }) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: 21 }).map((n) => (n % 2 ? String(n) : ` ${n} `)) },
    {
      weight: 1,
      arbitrary: fc.constantFrom<unknown>(0, 22, 99, -1, 3.5, '04', 'hero-banner', 'cart', '__proto__', 'constructor'),
    },
    { weight: 1, arbitrary: fc.constantFrom<unknown>('', null, true, [], {}, [4], { home_type: 4 }) },
  );

/** A detail block: a fixture payload (mutated or not), a synthesised payload of some type, or junk. */
export function detailArbitrary({ blockTypes, fieldNames, fixtures }: PageArbitraryInput): fc.Arbitrary<unknown> {
  const homeType = homeTypeArbitrary(blockTypes);
  const valid = fixtures.filter((f) => f.valid).map((f) => f.payload);
  const invalid = fixtures.filter((f) => !f.valid).map((f) => f.payload);
  const fromFixtures = (pool: unknown[]) => (pool.length ? fc.constantFrom(...pool) : fc.constant({}));
  const urlAware = fc
    .tuple(fc.constantFrom(...fieldNames), fieldValue, fc.constantFrom(...URLS), fc.boolean())
    .map(([key, value, url, preferUrl]) => [key, URL_FIELD.test(key) && preferUrl ? url : value] as const);
  const synthesised = fc
    .tuple(homeType, fc.array(urlAware, { maxLength: 6 }))
    .map(([home_type, entries]) => ({ ...Object.fromEntries(entries), home_type }));
  const mutated = fc
    .tuple(fromFixtures(valid), fc.array(mutation(homeType), { minLength: 1, maxLength: 3 }))
    .map(([payload, ms]) => ms.reduce((p, m) => applyMutation(p, m, fieldNames), payload));
  return fc.oneof(
    { weight: 3, arbitrary: fromFixtures(valid) },
    { weight: 5, arbitrary: mutated },
    { weight: 1, arbitrary: fromFixtures(invalid) },
    { weight: 3, arbitrary: synthesised },
    { weight: 1, arbitrary: junkValue },
  );
}
