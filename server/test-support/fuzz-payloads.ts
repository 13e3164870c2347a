import type { CallDef } from '@schemas/call';
import {
  deepArray,
  deepMixed,
  deepObject,
  fieldsOf,
  HUGE_STRING_LENGTH,
  LONG_STRING_LENGTH,
  maxLengthAt,
  NESTING_DEPTH,
  PROTOTYPE_KEYS,
  WRONG_VALUES,
} from './fuzz-fields';
import { getAt, isPlainObject, jsonText, Raw, removeAt, setAt, type Json, type Path } from './fuzz-json';

/**
 * Invalid payloads for a contract call, derived from its request schema and a valid body (server/fuzz.test.ts,
 * issue 13 §3): the systematic cases of each call, each field spoiled in each way (fuzz-fields.ts) and then the
 * body and request as a whole. The seeded random set is in fuzz-random.ts; what the contract says the server must
 * answer each is in fuzz-expected.ts; the JSON they are written in, in fuzz-json.ts.
 */

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
export const bom = '\ufeff';

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
export const percentEncoded = (text: string) =>
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
