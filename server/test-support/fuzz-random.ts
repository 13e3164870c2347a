import {
  deepArray,
  deepMixed,
  deepObject,
  fieldsOf,
  LONG_STRING_LENGTH,
  NESTING_DEPTH,
  WRONG_VALUES,
} from './fuzz-fields';
import { define, jsonText, Raw, removeAt, setAt, type Json, type Path, type Rng } from './fuzz-json';
import { bom, percentEncoded, type CallUnderTest, type FuzzCase } from './fuzz-payloads';

/**
 * The fuzz run's seeded random cases (server/fuzz.test.ts, issue 13 §3): one to three mutations of a call's valid
 * body, from the same seed, with random values of any JSON type, odd strings and keys, and a random header set.
 * The systematic cases are in fuzz-payloads.ts.
 */

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
