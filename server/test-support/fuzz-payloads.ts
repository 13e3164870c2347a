import type { z } from 'zod/mini';
import type { CallDef } from '@schemas/call';
import { MAX_BODY_BYTES } from '../http/api-routes';
import { fieldErrors } from '../lib/zod-issues';
import {
  define,
  getAt,
  isPlainObject,
  jsonText,
  Raw,
  removeAt,
  setAt,
  type Json,
  type Path,
  type Rng,
} from './fuzz-json';

/**
 * Invalid payloads for a contract call, derived from its request schema and a valid body (server/fuzz.test.ts,
 * issue 13 §3): the systematic cases of each call and a seeded random set. What the contract says the server
 * must answer each is in fuzz-expected.ts; the JSON they are written in, in fuzz-json.ts.
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

// ---------------------------------------------------------------------------------------------------------------
// Cases.

export interface FuzzCase {
  /** The call's name in the contract. */
  call: string;
  /** What was done to the valid body, for the failure message. */
  label: string;
  /** One field spoiled (its transport does not matter), the body or request as a whole, or a random mix. */
  kind: 'field' | 'body' | 'random';
  /** The body as sent (POST only); a string goes out as UTF-8. */
  body?: string | Uint8Array<ArrayBuffer>;
  /** Content-Type; null sends none; default application/json. */
  contentType?: string | null;
  /** Query string, with its `?`. */
  query?: string;
  /** Send the fuzz run's session token. */
  signedIn?: boolean;
  /** Other headers (made-up tokens, idempotency keys). */
  headers?: Record<string, string>;
}

export interface CallUnderTest {
  name: string;
  def: CallDef;
  /** A body the call's schema accepts ({} for a call without one). */
  valid: Json;
}

export const JSON_TYPE = 'application/json';
const bom = '\ufeff';

/** The deterministic cases of one call: each field spoiled in each way, then the body as a whole. */
export function systematicCases({ name, def, valid }: CallUnderTest): FuzzCase[] {
  if (def.method === 'GET') return getCases(name);
  const schema = def.request;
  const cases: FuzzCase[] = [];
  const add = (label: string, body: Json | string | Uint8Array<ArrayBuffer>, extra: Partial<FuzzCase> = {}) =>
    cases.push({
      call: name,
      label,
      kind: 'body',
      body: typeof body === 'string' || body instanceof Uint8Array ? body : jsonText(body),
      ...extra,
    });
  const fields = fieldsOf(schema, valid);
  const show = (path: Path) => path.map((key) => (typeof key === 'number' ? `[${key}]` : `.${key}`)).join('');

  // Field cases alternate between a guest and the fuzz run's customer, so calls behind sign-in get past it.
  let turn = 0;
  const perField = () => ({ kind: 'field', signedIn: turn++ % 2 === 1 }) as const;
  for (const [index, { path, type }] of fields.entries()) {
    const at = show(path);
    if (getAt(valid, path) !== undefined) add(`${at} removed`, removeAt(valid, path), perField());
    for (const wrong of WRONG_VALUES) add(`${at} = ${wrong.json}`, setAt(valid, path, wrong), perField());
    // One deep value a field, arrays and objects in turn (the body as a whole gets both, below).
    const [shape, deep] = index % 2 === 0 ? ['arrays', deepArray] : ['objects', deepObject];
    add(`${at} = ${shape} ${NESTING_DEPTH} deep`, setAt(valid, path, deep(NESTING_DEPTH)), perField());
    if (type === 'string' || type === 'enum') {
      add(`${at} = ${LONG_STRING_LENGTH} characters`, setAt(valid, path, 'a'.repeat(LONG_STRING_LENGTH)), perField());
      const max = maxLengthAt(schema, valid, path);
      if (max !== undefined) {
        add(`${at} = ${max} characters (its limit)`, setAt(valid, path, 'a'.repeat(max)), perField());
        add(`${at} = ${max + 1} characters (one over its limit)`, setAt(valid, path, 'a'.repeat(max + 1)), perField());
      }
    }
    if (type === 'object') {
      for (const [key, value] of PROTOTYPE_KEYS) {
        const inner = getAt(valid, path);
        add(`${at}.${key} added`, setAt(valid, [...path, key], value), perField());
        if (isPlainObject(inner)) add(`${at} moved under ${key}`, setAt(valid, path, { [key]: inner }), perField());
      }
    }
  }

  const text = jsonText(valid);
  const first = fields.find((field) => field.path.length === 1 && field.type === 'string')?.path[0];
  // The body as a whole.
  for (const json of ['null', '[]', '"x"', '1', 'true', '{}', `[${text}]`]) add(`body ${json.slice(0, 40)}`, json);
  add('empty body', '');
  add('blank body', ' \n\t ');
  for (const broken of ['{', '{"a":}', `${text}}`, `${text} // note`, '{"a":NaN}', "{'a':1}", '{"a":1,}']) {
    add(`invalid JSON ${broken.slice(-20)}`, broken);
  }
  add('body with a byte-order mark', bom + text);
  add('byte-order mark only', bom);
  add('body not UTF-8', new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0xc3, 0x28, 0x7d]));
  add(`body arrays ${NESTING_DEPTH} deep`, deepArray(NESTING_DEPTH).json);
  add(`body objects ${NESTING_DEPTH} deep`, deepObject(NESTING_DEPTH).json);
  add(`body objects and arrays ${NESTING_DEPTH} deep`, deepMixed(NESTING_DEPTH).json);
  add('a number of 400 digits', setAt(valid, [first ?? 'zz_unknown'], new Raw('9'.repeat(400))));
  add(`${HUGE_STRING_LENGTH} characters`, setAt(valid, [first ?? 'zz_unknown'], 'a'.repeat(HUGE_STRING_LENGTH)));
  if (isPlainObject(valid) && Object.keys(valid).length > 0) {
    const [key] = Object.keys(valid);
    const rest = text.slice(1);
    add(`duplicate key ${key}, wrong value first`, `{${JSON.stringify(key)}:[1],${rest}`);
    add(`duplicate key ${key}, wrong value last`, `${text.slice(0, -1)},${JSON.stringify(key)}:[1]}`);
  }
  // Fields the schema does not know, prototype keys among them: stripped, so the valid body stays valid (a
  // business answer, signed in or not). Nested objects get theirs above.
  let unknown = setAt(setAt(valid, ['zz_unknown'], 1), [''], deepArray(50));
  for (const [key, value] of PROTOTYPE_KEYS) unknown = setAt(unknown, [key], value);
  for (const signedIn of [false, true]) add('unknown and prototype keys added', unknown, { signedIn });
  add('__proto__ holding the body', `{"__proto__":${text}}`);
  // Other ways in: no or another content type, and forms with prototype keys.
  add('no Content-Type', text, { contentType: null });
  add('text/plain', text, { contentType: 'text/plain' });
  add(
    'urlencoded form with prototype keys',
    '__proto__[polluted]=yes&constructor[prototype][polluted]=yes&__proto__.polluted=yes&a=%E0%A4%A&b=%00',
    { contentType: 'application/x-www-form-urlencoded' },
  );
  add(
    'multipart form with prototype keys',
    ['__proto__', 'constructor', '__proto__[polluted]']
      .map((field) => `--fuzz\r\nContent-Disposition: form-data; name="${field}"\r\n\r\nyes\r\n`)
      .join('') + '--fuzz--\r\n',
    { contentType: 'multipart/form-data; boundary=fuzz' },
  );
  add('query with prototype keys, bad escapes', text, { query: JUNK_QUERY });
  for (const field of def.query ?? []) {
    for (const value of ['-1', '0', '1.5', '1e309', 'NaN', '__proto__', '99999999999', '', 'x'.repeat(5_000)]) {
      add(`query ${field}=${value.slice(0, 20)}`, text, { query: `?${field}=${percentEncoded(value)}` });
    }
    add(`query ${field} malformed escape`, text, { query: `?${field}=%E0%A4%A` });
    add(`query ${field} twice`, text, { query: `?${field}=x&${field}=1` });
  }
  return cases;
}

/** Every UTF-8 byte of `text` as %XX (encodeURIComponent throws on a lone surrogate; this writes U+FFFD). */
const percentEncoded = (text: string) =>
  Array.from(new TextEncoder().encode(text), (byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

/** A query string any call might be sent: prototype keys, bad escapes, NUL, a long value. */
const JUNK_QUERY = `?__proto__[polluted]=yes&constructor[prototype][polluted]=yes&__proto__=x&a=%E0%A4%A&%ZZ=1&b=%00&q=${'x'.repeat(4_000)}`;

/** A call without a payload reads nothing from the request: junk in its query string must not matter. */
const getCases = (name: string): FuzzCase[] =>
  [false, true].map((signedIn) => ({
    call: name,
    label: 'query with prototype keys, bad escapes',
    kind: 'body',
    query: JUNK_QUERY,
    signedIn,
  }));

// ---------------------------------------------------------------------------------------------------------------
// Random cases: one to three mutations of the valid body, from the same seed.

const STRINGS = [
  '',
  ' ',
  'a',
  '\u0000',
  '\ud800',
  '\udfff\ud800',
  '\u202e\u0645\u0631\u062d\u0628\u0627',
  'नमस्ते 🙏',
  '\r\n\t\b\f',
  "' OR 1=1 --",
  '"; DROP TABLE customers; --',
  '%s%n%x',
  '${7*7}{{7*7}}',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  'PDK-0000000000',
  'PDMK-GIFT-11000',
  'no-one@example.in',
  '1',
  '-0',
  '0x10',
  '1e3',
  ' 12 ',
  '12,7,,31',
  'true',
  'null',
];
const KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', '', 'a', 'length'];
const NUMBERS = ['0', '-0', '1', '-1', '0.1', '1e308', '-1e308', '1e309', '1e-400', '2147483647', '2147483648'];

/** A random value: any JSON type, special numbers and strings, now and then long, deep or a bag of odd keys. */
export function randomValue(rng: Rng, depth = 0, fieldNames: readonly string[] = []): Json {
  const roll = rng.int(depth >= 3 ? 6 : 9);
  switch (roll) {
    case 0:
      return new Raw(rng.pick(NUMBERS));
    case 1:
      return rng.chance(0.5) ? rng.int(2 ** 31) - 2 ** 30 : (rng.next() - 0.5) * 10 ** rng.int(20);
    case 2:
      return rng.pick(STRINGS);
    case 3:
      return rng.chance(0.1)
        ? rng.pick(['a', '\u0000', 'é', '😀']).repeat(1 + rng.int(LONG_STRING_LENGTH / 2))
        : rng.pick(STRINGS) + String(rng.int(1000));
    case 4:
      return rng.pick([true, false, null]);
    case 5:
      return rng.pick(WRONG_VALUES);
    case 6:
      return Array.from({ length: rng.int(4) }, () => randomValue(rng, depth + 1, fieldNames));
    case 7: {
      const object: { [key: string]: Json } = {};
      for (let i = rng.int(4); i > 0; i--) {
        const key = rng.chance(0.5) && fieldNames.length > 0 ? rng.pick(fieldNames) : rng.pick(KEYS);
        define(object, key, randomValue(rng, depth + 1, fieldNames));
      }
      return object;
    }
    default:
      return rng.pick([deepArray, deepObject, deepMixed])(1 + rng.int(NESTING_DEPTH));
  }
}

/** Header sets a request may carry: none, the fuzz session, made-up tokens and keys. */
const HEADER_SETS: readonly { label: string; signedIn?: boolean; headers?: Record<string, string> }[] = [
  { label: 'anonymous' },
  { label: 'signed in', signedIn: true },
  { label: 'made-up token', headers: { Authorization: 'Bearer made-up' } },
  { label: 'long token', headers: { Authorization: `Bearer ${'x'.repeat(4_000)}` } },
  { label: 'odd keys', headers: { 'Idempotency-Key': '__proto__:constructor', 'X-Order-Token': 'x'.repeat(128) } },
];

export function randomCase(rng: Rng, calls: readonly CallUnderTest[]): FuzzCase {
  const target = rng.pick(calls);
  const { name, def, valid } = target;
  const headerSet = rng.pick(HEADER_SETS);
  const base: FuzzCase = {
    call: name,
    label: headerSet.label,
    kind: 'random',
    ...(headerSet.signedIn ? { signedIn: true } : {}),
    ...(headerSet.headers ? { headers: headerSet.headers } : {}),
  };
  if (def.method === 'GET') {
    const value = percentEncoded(jsonText(randomValue(rng)).slice(0, 2_000));
    return { ...base, label: `${base.label}, query ?${rng.pick(KEYS)}=…`, query: `?${rng.pick(KEYS)}=${value}` };
  }
  const fields = fieldsOf(def.request, valid);
  const names = fields.map((field) => String(field.path.at(-1)));
  let body: Json = valid;
  const done: string[] = [];
  for (let i = 1 + rng.int(3); i > 0; i--) {
    const field = fields.length > 0 && rng.chance(0.85) ? rng.pick(fields) : undefined;
    const path: Path = field ? field.path : [rng.pick([...KEYS, 'zz_unknown'])];
    if (rng.chance(0.15)) {
      body = removeAt(body, path);
      done.push(`${path.join('.')} removed`);
    } else {
      const value = randomValue(rng, 0, names);
      body = setAt(body, path, value);
      done.push(`${path.join('.')} = ${jsonText(value).slice(0, 60)}`);
    }
  }
  let text = jsonText(body);
  const query =
    def.query && rng.chance(0.3)
      ? `?${rng.pick(def.query)}=${percentEncoded(jsonText(randomValue(rng, 2)).slice(0, 200))}`
      : undefined;
  const ending = rng.int(20);
  if (ending === 0) {
    text = text.slice(0, rng.int(text.length));
    done.push('cut short');
  } else if (ending === 1) {
    text = bom + text;
    done.push('byte-order mark');
  }
  return { ...base, label: `${base.label}, ${done.join(', ')}`, body: text, ...(query ? { query } : {}) };
}
