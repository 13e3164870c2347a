import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detectPage, lineColumn, locateJsonError, readPageJson } from './read-page-json';

describe('readPageJson', () => {
  it('places a syntax error by line and column', () => {
    const text = '[\n  { "home_id": 1 }\n  { "home_id": 2 }\n]';
    const reading = readPageJson(text);
    expect(reading).toMatchObject({
      ok: false,
      syntax: { line: 3, column: 3, message: "Expected ',' or ']'" },
      message: "JSON syntax error at line 3, column 3: Expected ',' or ']'",
    });
    const offset = reading.ok ? -1 : (reading.syntax?.offset ?? -1);
    expect(text.slice(offset, offset + 9)).toBe('{ "home_i');
  });

  it.each([
    ['{"a": 1,}', 1, 9, "Trailing comma before '}'"],
    ['{"a": x}', 1, 7, 'Expected a value, found "x"'],
    ["{'a': 1}", 1, 2, 'Expected a property name in double quotes'],
    ['[1, 2', 1, 6, 'Unexpected end of the JSON'],
    ['{"a": "line\nbreak"}', 1, 12, 'Line break or control character inside a string (strings end with ")'],
    ['[1] [2]', 1, 5, 'Unexpected text after the JSON value'],
    ['{"a": tru}', 1, 7, 'Unexpected character "t"'],
  ])('%j: line %i, column %i', (text, line, column, message) => {
    expect(readPageJson(text)).toMatchObject({ ok: false, syntax: { line, column, message } });
  });

  it('finds no error in anything JSON.stringify writes, and one wherever JSON.parse fails', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(locateJsonError(JSON.stringify(value, null, 2))).toBeNull();
      }),
    );
    fc.assert(
      fc.property(fc.string(), (text) => {
        let parses = true;
        try {
          JSON.parse(text);
        } catch {
          parses = false;
        }
        expect(locateJsonError(text) === null).toBe(parses);
      }),
    );
  });

  it('asks for input when empty', () => {
    expect(readPageJson('  ')).toMatchObject({ ok: false, message: 'Paste or type a page’s JSON to preview it.' });
  });
});

describe('detectPage', () => {
  const sections = [{ home_id: 1, has_many_home_inner: [] }];

  it('takes a list of sections for both widths', () => {
    expect(detectPage(sections)).toEqual({
      ok: true,
      shape: 'A list of sections',
      sets: { kind: 'single', sections },
    });
  });

  it('reads a dashboard response', () => {
    const reading = detectPage({
      status: 'success',
      resAppearanceHomeBrowserData: sections,
      resAppearanceHomeMobileData: null,
    });
    expect(reading).toEqual({
      ok: true,
      shape: 'A dashboard response (browser and mobile sets)',
      sets: { kind: 'responsive', browser: sections, mobile: [] },
    });
  });

  it('reads a pagecontent response, naming the page', () => {
    const reading = detectPage({
      status: 'success',
      data: { page_name: 'Our Story' },
      header_image_path: '/media/pages/',
      resAppearanceHomeBrowserData: sections,
      resAppearanceHomeMobileData: sections,
    });
    expect(reading).toMatchObject({ ok: true, shape: 'A pagecontent response "Our Story" (browser and mobile sets)' });
  });

  it('reads { browser, mobile } and a content page fixture', () => {
    expect(detectPage({ browser: sections, mobile: sections })).toMatchObject({
      shape: 'A page with { browser, mobile } sets',
    });
    expect(detectPage({ page: { page_name: 'Jewellery Care' }, browser: sections, mobile: [] })).toMatchObject({
      shape: 'A content page "Jewellery Care": { page, browser, mobile }',
    });
  });

  it('passes a set that is not a list on, for the renderer to report', () => {
    expect(detectPage({ browser: 'oops', mobile: [] })).toMatchObject({
      sets: { kind: 'responsive', browser: 'oops' },
    });
  });

  it('refuses anything else', () => {
    for (const value of [{ status: 'success' }, 'text', 42, null]) {
      expect(detectPage(value)).toMatchObject({ ok: false, message: expect.stringMatching(/^Not a page/) });
    }
  });
});

describe('lineColumn', () => {
  it('counts from 1', () => {
    expect(lineColumn('ab\ncd', 0)).toEqual({ line: 1, column: 1 });
    expect(lineColumn('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
  });
});
