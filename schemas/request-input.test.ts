import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { APPOINTMENT_EMAIL_MAX } from '../domain/constants';
import { messages } from '../domain/messages';
import { EMAIL_PATTERN } from '../domain/validation';
import { AppointmentRequestSchema } from './appointment';
import { SEARCH_TERM_MAX, SearchRequestSchema } from './catalogue';
import { homeTypeSchema } from './cms';
import { idListProblem, splitIds } from './cms-catalogue-blocks';
import { PAGE_SLUG_MAX, PageContentRequestSchema, pageSlugOf } from './content';
import { CategoryByIdsRequestSchema, ID_LIST_MAX, ProductListRequestSchema } from './home-blocks';
import { SubscriptionRequestSchema, UNSUBSCRIBE_ID_MAX, UnsubscribeRequestSchema } from './newsletter';
import { boundedText, isIdList, MAX_ID, optionalId, requestMessages } from './request-input';

// As tests/support/linear-time.ts (which domain and schemas may not import): linear work on 100 KB takes a
// millisecond or two, a backtracking pattern seconds to minutes; the bound sits far from both, so a busy
// machine does not fail it (50 ms did, at 61 ms).
const LINEAR_MS = 1_000;
const KB100 = 100_000;
function msFor(run: () => unknown): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

const messagesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

afterEach(() => vi.restoreAllMocks());

describe('boundedText', () => {
  const pattern = vi.fn((value: string) => value.startsWith('ok'));
  const field = z.object({
    f: boundedText(10, z.string({ error: 'Please give f' }).check(z.refine(pattern, 'Not ok'))),
  });

  it('refuses a string over its size before the schema runs', () => {
    pattern.mockClear();
    expect(messagesOf(field.safeParse({ f: 'ok'.repeat(KB100) }))).toEqual([`f: ${requestMessages.tooLong(10)}`]);
    expect(pattern).not.toHaveBeenCalled();
  });

  it('refuses NUL before the schema runs', () => {
    pattern.mockClear();
    expect(messagesOf(field.safeParse({ f: 'ok\u0000' }))).toEqual([`f: ${requestMessages.nul}`]);
    expect(pattern).not.toHaveBeenCalled();
  });

  it("leaves a missing or mistyped field, and a valid one, to the schema's own words", () => {
    expect(messagesOf(field.safeParse({}))).toEqual(['f: Please give f']);
    expect(messagesOf(field.safeParse({ f: 12 }))).toEqual(['f: Please give f']);
    expect(messagesOf(field.safeParse({ f: 'nope' }))).toEqual(['f: Not ok']);
    expect(field.parse({ f: 'ok, 10 ch.' })).toEqual({ f: 'ok, 10 ch.' });
  });
});

describe('every request string has a size, checked before any pattern', () => {
  it.each([
    ['pagecontent', PageContentRequestSchema, 'slug', PAGE_SLUG_MAX],
    ['unsubscribe', UnsubscribeRequestSchema, 'id', UNSUBSCRIBE_ID_MAX],
    ['getsearchresultdata', SearchRequestSchema, 'search_filter', SEARCH_TERM_MAX],
  ] as const)('%s refuses %s longer than %s characters', (_, schema, field, max) => {
    expect(schema.safeParse({ [field]: 'a'.repeat(max) }).success).toBe(true);
    expect(messagesOf(schema.safeParse({ [field]: 'a'.repeat(max + 1) }))).toEqual([
      `${field}: ${requestMessages.tooLong(max)}`,
    ]);
  });

  it('refuses a 100 KB newsletter e-mail with the spec message, without running the pattern', () => {
    const test = vi.spyOn(EMAIL_PATTERN, 'test');
    const result = SubscriptionRequestSchema.safeParse({ newsletter_email: `a@${'.'.repeat(KB100)} ` });
    expect(messagesOf(result)).toEqual([`newsletter_email: ${messages.invalidEmail}`]);
    expect(test).not.toHaveBeenCalled();
  });

  it('refuses a 100 KB appointment e-mail with its size, without running the pattern', () => {
    const test = vi.spyOn(EMAIL_PATTERN, 'test');
    const result = AppointmentRequestSchema.safeParse({
      appointment_name: 'Anaya Rao',
      appointment_email: `a@${'.'.repeat(KB100)} `,
      appointment_note: 'A note',
      appointment_date: '2099-01-05',
      appointment_time: '11:00',
    });
    expect(messagesOf(result)).toEqual([`appointment_email: ${requestMessages.tooLong(APPOINTMENT_EMAIL_MAX)}`]);
    expect(test).not.toHaveBeenCalled();
  });

  it('refuses over-long dates and times with their format', () => {
    const result = AppointmentRequestSchema.safeParse({
      appointment_name: 'A',
      appointment_email: 'a@b.in',
      appointment_note: 'N',
      appointment_date: `2099-01-05${' '.repeat(KB100)}`,
      appointment_time: '11:00'.repeat(KB100 / 5),
    });
    expect(messagesOf(result)).toEqual([
      'appointment_date: Use a valid date in the format YYYY-MM-DD',
      'appointment_time: Use a valid time in the format HH:MM',
    ]);
  });

  it('bounds the id lists of the product list and category tile calls', () => {
    const list = `1${',2'.repeat(ID_LIST_MAX)}`;
    expect(messagesOf(ProductListRequestSchema.safeParse({ data: { home_custome_products_id: list } }))).toEqual([
      `data.home_custome_products_id: ${requestMessages.tooLong(ID_LIST_MAX)}`,
    ]);
    expect(messagesOf(CategoryByIdsRequestSchema.safeParse({ data: { home_cat_multi_id: list } }))).toEqual([
      `data.home_cat_multi_id: ${requestMessages.tooLong(ID_LIST_MAX)}`,
    ]);
  });

  it('parses every request schema over 100 KB strings in linear time', () => {
    const huge = `a@${'.'.repeat(KB100)} `;
    for (const [schema, body] of [
      [PageContentRequestSchema, { slug: huge }],
      [SubscriptionRequestSchema, { newsletter_email: huge }],
      [UnsubscribeRequestSchema, { id: huge }],
      [SearchRequestSchema, { search_filter: huge }],
      [ProductListRequestSchema, { data: { home_cat_id: huge, home_custome_products_id: huge } }],
      [CategoryByIdsRequestSchema, { data: { home_cat_multi_id: huge } }],
      [AppointmentRequestSchema, { appointment_name: huge, appointment_email: huge, appointment_date: huge }],
    ] as const) {
      expect(msFor(() => expect(schema.safeParse(body).success).toBe(false))).toBeLessThan(LINEAR_MS);
    }
  });
});

describe('ids fit the database integer', () => {
  const ids = z.object({ id: optionalId });

  it('takes 1 to MAX_ID as a number or digits, and blank as absent', () => {
    expect(ids.parse({ id: 1 }).id).toBe(1);
    expect(ids.parse({ id: String(MAX_ID) }).id).toBe(MAX_ID);
    expect(ids.parse({ id: '' }).id).toBeUndefined();
    expect(ids.parse({ id: null }).id).toBeUndefined();
    expect(ids.parse({}).id).toBeUndefined();
  });

  it.each([MAX_ID + 1, '2147483648', 0, -1, 1.5, 1e300, 'abc', '1'.repeat(KB100)])('refuses %s', (id) => {
    expect(messagesOf(ids.safeParse({ id }))).toEqual([`id: ${requestMessages.id}`]);
  });

  it('reads comma lists of ids', () => {
    expect(isIdList(' 7, 99,2,7, 11 ,')).toBe(true);
    expect(isIdList('')).toBe(true);
    for (const bad of ['1,2147483648', '1,0', '1,abc', '1,-2', '1,1.5']) expect(isIdList(bad), bad).toBe(false);
  });

  it('keeps ids beyond the integer out of the blocks too', () => {
    expect(splitIds('2147483648, 3, 99999999999999999999')).toEqual([3]);
    expect(idListProblem('1,2147483648')).toBe('Comma-separated ids, e.g. 12,7,31');
    expect(idListProblem(`1,${MAX_ID}`)).toBeNull();
  });
});

describe('the patterns and loops behind request fields on 100 KB input', () => {
  it.each([
    ['digits then a comma', `${'1'.repeat(KB100)},`],
    ['commas and spaces', ', '.repeat(KB100 / 2)],
    ['digits and letters', '1a'.repeat(KB100 / 2)],
  ])('splits and checks id lists of %s in linear time', (_, text) => {
    expect(msFor(() => [splitIds(text), idListProblem(text), isIdList(text)])).toBeLessThan(LINEAR_MS);
  });

  it('reads a 100 KB home_type in linear time', () => {
    expect(msFor(() => homeTypeSchema.safeParse(`${'1'.repeat(KB100)}x`))).toBeLessThan(LINEAR_MS);
  });

  it('finds the page a slug names, slashes trimmed, in linear time', () => {
    expect(pageSlugOf('/Our-Story/')).toBe('our-story');
    expect(pageSlugOf('//a/b//')).toBe('a/b');
    expect(pageSlugOf('///')).toBe('');
    const slashes = `a${'/'.repeat(KB100)}a`;
    expect(msFor(() => expect(pageSlugOf(slashes)).toBe(slashes))).toBeLessThan(LINEAR_MS);
  });
});
