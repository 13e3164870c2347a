import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { contract } from '@schemas/contract';
import { boundedText } from '@schemas/request-input';
import { MAX_BODY_BYTES } from '../http/api-routes';
import { serverMessages } from '../messages';
import { expectedAnswer } from './fuzz-expected';
import { deepArray, deepMixed, deepObject, fieldsOf, maxLengthAt, NESTING_DEPTH } from './fuzz-fields';
import { jsonText, Raw, removeAt, seededRng, setAt } from './fuzz-json';
import { systematicCases, type CallUnderTest, type FuzzCase } from './fuzz-payloads';
import { randomCase } from './fuzz-random';
import { validBodies } from './valid-bodies';

const pagecontent: CallUnderTest = { name: 'pagecontent', def: contract.pagecontent, valid: validBodies.pagecontent };
const productList: CallUnderTest = {
  name: 'product-list',
  def: contract['product-list'],
  valid: validBodies['product-list'],
};

describe('seededRng', () => {
  it('gives the same numbers for the same seed, and others for another', () => {
    const draw = (seed: number) => {
      const rng = seededRng(seed);
      return Array.from({ length: 20 }, () => rng.int(1_000));
    };
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
    expect(draw(7).every((n) => Number.isInteger(n) && n >= 0 && n < 1_000)).toBe(true);
  });
});

describe('jsonText and setAt', () => {
  it('writes Raw parts verbatim, so JSON.stringify-proof values reach the server as written', () => {
    expect(jsonText({ a: new Raw('1e309'), b: [new Raw('-0'), 'x', null] })).toBe('{"a":1e309,"b":[-0,"x",null]}');
    expect(JSON.parse(jsonText({ a: new Raw('1e309') }))).toEqual({ a: Infinity });
  });

  it('writes __proto__ as an own key, leaving every prototype alone', () => {
    const body = setAt({ slug: 'x' }, ['__proto__'], { polluted: 'yes' });
    expect(Object.getPrototypeOf(body)).toBe(Object.prototype);
    const text = jsonText(body);
    expect(text).toBe('{"slug":"x","__proto__":{"polluted":"yes"}}');
    expect(Object.hasOwn(JSON.parse(text) as object, '__proto__')).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('copies only the path it changes, creating containers and removing keys and list entries', () => {
    const valid = { data: { id: 1, keep: [1, 2] }, other: 'x' };
    const changed = setAt(valid, ['data', 'id'], 'wrong');
    expect(changed).toEqual({ data: { id: 'wrong', keep: [1, 2] }, other: 'x' });
    expect(valid.data.id).toBe(1);
    expect(setAt({}, ['a', 0], true)).toEqual({ a: { 0: true } });
    expect(setAt({ a: [] }, ['a', 0], true)).toEqual({ a: [true] });
    expect(removeAt(valid, ['data', 'keep', 0])).toEqual({ data: { id: 1, keep: [2] }, other: 'x' });
    expect(removeAt(valid, ['other'])).toEqual({ data: { id: 1, keep: [1, 2] } });
  });
});

describe('deep nesting', () => {
  const depthOf = (value: unknown) => {
    let depth = 0;
    for (let node = value; typeof node === 'object' && node !== null; depth++) {
      node = Array.isArray(node) ? node[0] : (node as { a: unknown }).a;
    }
    return depth;
  };

  it('is 10,000 levels deep and, for each shape, under the body limit', () => {
    for (const deep of [deepArray, deepObject, deepMixed]) {
      const text = deep(NESTING_DEPTH).json;
      expect(text.length).toBeLessThan(MAX_BODY_BYTES - 1_000);
      expect(depthOf(JSON.parse(text))).toBe(NESTING_DEPTH);
    }
  });
});

describe('fieldsOf and maxLengthAt', () => {
  const schema = z.object({
    name: boundedText(20, z.string().check(z.maxLength(10))),
    data: z.optional(z.object({ id: z.number(), tags: z.array(z.string()) })),
    lines: z.array(z.object({ qty: z.number() })),
    free: z.string(),
  });

  it("lists each object's keys and each list's first entry, through wrappers, where the body has them", () => {
    const body = { name: 'a', data: { id: 1, tags: [] }, lines: [{ qty: 1 }], free: '' };
    expect(fieldsOf(schema, body).map(({ path, type }) => `${path.join('.')}:${type}`)).toEqual([
      'name:string',
      'data:object',
      'data.id:number',
      'data.tags:array',
      'data.tags.0:string',
      'lines:array',
      'lines.0:object',
      'lines.0.qty:number',
      'free:string',
    ]);
    // Without data or lines in the body, their insides are not reachable, but the fields themselves are.
    expect(fieldsOf(schema, { name: 'a', free: '' }).map(({ path }) => path.join('.'))).toEqual([
      'name',
      'data',
      'lines',
      'free',
    ]);
  });

  it("finds the tightest limit from the schema's own too_big issues, or none", () => {
    const body = { name: 'a', lines: [], free: '' };
    expect(maxLengthAt(schema, body, ['name'])).toBe(10);
    expect(maxLengthAt(schema, body, ['free'])).toBeUndefined();
  });
});

describe('expectedAnswer', () => {
  const answer = (fuzzCase: Partial<FuzzCase>, call = pagecontent) =>
    expectedAnswer(call.def, { call: call.name, label: '', kind: 'body', ...fuzzCase });

  it('refuses a body over the limit unread, and JSON that does not parse with the body named', async () => {
    expect(await answer({ body: JSON.stringify({ slug: 'a'.repeat(MAX_BODY_BYTES) }) })).toEqual({ status: 413 });
    expect(await answer({ body: '{"slug":' })).toEqual({ status: 400, errors: { _: [serverMessages.invalidJson] } });
  });

  it("gives the schema's own field messages for what it refuses, and accepts what it accepts", async () => {
    const refused = await answer({ body: '{"slug":[]}' });
    expect(refused.status).toBe(400);
    expect(Object.keys((refused as { errors: object }).errors)).toEqual(['slug']);
    expect(await answer({ body: '\ufeff{"slug":"our-story","extra":1}' })).toEqual({ status: 200 });
    expect(await answer({ body: '{"slug":[],"slug":"our-story"}' })).toEqual({ status: 200 });
  });

  it("reads an empty body as {} and the call's query fields into the input", async () => {
    expect((await answer({ body: '' })).status).toBe(400); // slug is required
    expect(await answer({ body: '', query: '?page=2' }, productList)).toEqual({ status: 200 });
    expect((await answer({ body: '{}', query: '?page=-1' }, productList)).status).toBe(400);
  });
});

describe('cases', () => {
  it('spoil every field of a call, each case sent by its own kind', () => {
    const cases = systematicCases(productList);
    for (const field of ['page', 'filterArray', 'sort', 'priceRange', 'slug', 'type']) {
      expect(cases.some((c) => c.kind === 'field' && c.label.startsWith(`.${field} = `))).toBe(true);
    }
    expect(cases.filter((c) => c.label === '.slug removed')).toHaveLength(1);
    expect(cases.some((c) => c.label === 'query page=1e309' && c.query?.startsWith('?page=%31'))).toBe(true);
    expect(systematicCases(productList)).toEqual(cases);
  });

  it('are the same for the same seed', () => {
    const calls = [pagecontent, productList];
    const draw = (seed: number) => {
      const rng = seededRng(seed);
      return Array.from({ length: 50 }, () => randomCase(rng, calls));
    };
    expect(draw(5)).toEqual(draw(5));
    expect(draw(5)).not.toEqual(draw(6));
  });
});
