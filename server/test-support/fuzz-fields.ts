import type { z } from 'zod/mini';
import { MAX_BODY_BYTES } from '../http/api-routes';
import { fieldErrors } from '../lib/zod-issues';
import { isPlainObject, jsonText, Raw, setAt, type Json, type Path } from './fuzz-json';

/**
 * What the fuzz run (server/fuzz.test.ts, issue 13 §3) spoils a body with: the fields a call's request schema
 * declares, with their zod type and length limit, and the values put in them (each wrong type, numbers at the
 * edges, deep nesting, long strings, prototype keys). The cases built from them are in fuzz-payloads.ts and
 * fuzz-random.ts.
 */

// ---------------------------------------------------------------------------------------------------------------
// The fields a request schema declares.

export interface ZodLike {
  _zod: { def: { type: string } & Record<string, unknown> };
  safeParse(input: unknown): { success: true } | { success: false; error: Parameters<typeof fieldErrors>[0] };
}

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional']);

/** The schema a value finally meets: through optional/nullable wrappers and preprocess pipes. */
function unwrap(schema: ZodLike): ZodLike {
  const def = schema._zod.def;
  if (def.type === 'pipe') {
    const out = def.out as ZodLike;
    return unwrap(out._zod.def.type === 'transform' ? (def.in as ZodLike) : out);
  }
  if (WRAPPERS.has(def.type)) return unwrap(def.innerType as ZodLike);
  if (def.type === 'lazy') return unwrap((def.getter as () => ZodLike)());
  return schema;
}

export interface Field {
  path: Path;
  /** The zod type the field finally meets ('string', 'number', 'object', 'array', 'enum', ...). */
  type: string;
}

/**
 * Every field `schema` declares that a mutation of `body` can reach: the keys of each object (present in `body` or
 * not), and the first element of each list `body` holds (`[0]`), descending into objects and lists `body` has.
 */
export function fieldsOf(requestSchema: z.ZodMiniType, body: Json): Field[] {
  const schema = requestSchema as unknown as ZodLike;
  const fields: Field[] = [];
  const walk = (node: ZodLike, path: Path, value: Json | undefined) => {
    const inner = unwrap(node);
    const { type } = inner._zod.def;
    if (path.length > 0) fields.push({ path, type });
    if (type === 'object' && (path.length === 0 || isPlainObject(value))) {
      const shape = inner._zod.def.shape as Record<string, ZodLike>;
      for (const [key, child] of Object.entries(shape)) {
        walk(child, [...path, key], isPlainObject(value) && Object.hasOwn(value, key) ? value[key] : undefined);
      }
    } else if (type === 'array' && Array.isArray(value)) {
      const element = inner._zod.def.element as ZodLike;
      if (value.length === 0) fields.push({ path: [...path, 0], type: unwrap(element)._zod.def.type });
      else walk(element, [...path, 0], value[0]);
    }
  };
  walk(schema, [], body);
  return fields;
}

/**
 * The tightest length limit the schema puts on the string at `path` of `body`, read from its own too_big issues
 * (a string far too long, then one at each limit found, until none is left); undefined when it names none.
 */
export function maxLengthAt(requestSchema: z.ZodMiniType, body: Json, path: Path): number | undefined {
  const schema = requestSchema as unknown as ZodLike;
  let found: number | undefined;
  let length = 2 * MAX_BODY_BYTES;
  for (let round = 0; round < 8; round++) {
    const result = schema.safeParse(parseJson(jsonText(setAt(body, path, 'a'.repeat(length)))));
    if (result.success) return found;
    const limits = result.error.issues
      .filter((issue) => issue.code === 'too_big' && samePath(issue.path, path))
      .map((issue) => Number((issue as { maximum?: number | bigint }).maximum))
      .filter((max) => Number.isFinite(max) && max < length);
    if (limits.length === 0) return found;
    found = Math.min(...limits);
    length = found;
  }
  return found;
}

const samePath = (a: readonly PropertyKey[], b: Path) => a.length === b.length && a.every((key, i) => key === b[i]);
const parseJson = (text: string): unknown => JSON.parse(text);

// ---------------------------------------------------------------------------------------------------------------
// Values.

/** A value of each wrong type, and numbers at the edges (as JSON text: 1e309 parses to Infinity). */
export const WRONG_VALUES: readonly Raw[] = [
  '1',
  '-1',
  '1.5',
  '2147483648',
  '1e309',
  '"NaN"',
  '"Infinity"',
  '"-1"',
  '"2147483648"',
  '""',
  '"x"',
  '"\\ud800"',
  'true',
  'null',
  '[]',
  '{}',
  '[1,"a",null]',
].map((json) => new Raw(json));

/** Arrays nested `depth` deep, written without recursion (a client's JSON.stringify would overflow). */
export const deepArray = (depth: number) => new Raw('['.repeat(depth) + ']'.repeat(depth));
/** Objects nested `depth` deep ({"a":{"a":...null}}): 6 bytes a level, so 10,000 levels stay under 64 KB. */
export const deepObject = (depth: number) => new Raw('{"a":'.repeat(depth) + 'null' + '}'.repeat(depth));
/** Objects and arrays alternating, `depth` levels in all. */
export const deepMixed = (depth: number) => {
  const pairs = Math.floor(depth / 2);
  return new Raw('[{"a":'.repeat(pairs) + '0' + '}]'.repeat(pairs));
};

export const NESTING_DEPTH = 10_000;
export const HUGE_STRING_LENGTH = 1_000_000;
/** Long, but with the rest of a body under the 64 KB body limit: the field's own bound must refuse it. */
export const LONG_STRING_LENGTH = 60_000;

const POLLUTION = { polluted: 'yes' };
/** Keys that pollute a prototype in code that merges objects carelessly. */
export const PROTOTYPE_KEYS: readonly [string, Json][] = [
  ['__proto__', POLLUTION],
  ['constructor', { prototype: POLLUTION }],
  ['prototype', POLLUTION],
];
