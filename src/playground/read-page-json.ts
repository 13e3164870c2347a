/**
 * Reads what an editor pastes into the Page JSON playground: checks the JSON (a syntax error is placed
 * by line and column, the same in every browser), then recognises which of the back office's page
 * shapes it is and takes its browser and mobile section lists from it.
 */

export interface JsonSyntaxError {
  message: string;
  /** Index in the text, to put the caret there. */
  offset: number;
  /** 1-based, as editors count. */
  line: number;
  column: number;
}

/** The page as the renderer takes it: one list for both widths, or a browser and a mobile list. */
export type PageSets =
  { kind: 'single'; sections: unknown } | { kind: 'responsive'; browser: unknown; mobile: unknown };

export type PageReading =
  { ok: true; shape: string; sets: PageSets } | { ok: false; syntax?: JsonSyntaxError; message: string };

/** 1-based line and column of `offset` in `text`. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const lines = before.split('\n');
  return { line: lines.length, column: (lines.at(-1)?.length ?? 0) + 1 };
}

class Stop extends Error {
  constructor(
    readonly offset: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Where `text` stops being JSON and why. Engines word (and sometimes leave unplaced) JSON.parse's
 * errors differently, so the playground places them itself.
 */
export function locateJsonError(text: string): { offset: number; message: string } | null {
  let i = 0;
  const ws = () => {
    while (i < text.length && ' \t\n\r'.includes(text.charAt(i))) i += 1;
  };
  const fail = (message: string): never => {
    throw new Stop(i, i >= text.length ? 'Unexpected end of the JSON' : message);
  };
  const literal = (word: string) => {
    if (text.startsWith(word, i)) i += word.length;
    else fail(`Unexpected character ${JSON.stringify(text.charAt(i))}`);
  };
  const string = () => {
    i += 1; // the opening quote
    while (i < text.length) {
      const c = text.charAt(i);
      if (c === '"') {
        i += 1;
        return;
      }
      if (c === '\\') {
        const escape = text.charAt(i + 1);
        if (escape === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) i += 6;
        else if ('"\\/bfnrt'.includes(escape) && escape !== '') i += 2;
        else fail('Bad escape in a string');
      } else if (c < ' ') {
        fail('Line break or control character inside a string (strings end with ")');
      } else i += 1;
    }
    fail('Unterminated string');
  };
  const number = () => {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i));
    if (!match) fail(`Unexpected character ${JSON.stringify(text.charAt(i))}`);
    else i += match[0].length;
  };
  const value = (): void => {
    ws();
    const c = text.charAt(i);
    if (c === '{') return object();
    if (c === '[') return array();
    if (c === '"') return string();
    if (c === 't') return literal('true');
    if (c === 'f') return literal('false');
    if (c === 'n') return literal('null');
    if (c === '-' || (c >= '0' && c <= '9')) return number();
    fail(`Expected a value, found ${JSON.stringify(c)}`);
  };
  const list = (close: string, item: () => void) => {
    i += 1;
    ws();
    if (text.charAt(i) === close) {
      i += 1;
      return;
    }
    for (;;) {
      item();
      ws();
      const c = text.charAt(i);
      if (c === close) {
        i += 1;
        return;
      }
      if (c !== ',') fail(`Expected ',' or '${close}'`);
      i += 1;
      ws();
      if (text.charAt(i) === close) fail(`Trailing comma before '${close}'`);
    }
  };
  const object = () =>
    list('}', () => {
      ws();
      if (text.charAt(i) !== '"') fail('Expected a property name in double quotes');
      string();
      ws();
      if (text.charAt(i) !== ':') fail("Expected ':' after the property name");
      i += 1;
      value();
    });
  const array = () => list(']', value);

  try {
    value();
    ws();
    if (i < text.length) fail('Unexpected text after the JSON value');
    return null;
  } catch (error) {
    if (error instanceof Stop) return { offset: error.offset, message: error.message };
    throw error;
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const has = (v: Record<string, unknown>, ...keys: string[]) => keys.some((k) => Object.hasOwn(v, k));
const pageName = (page: unknown) =>
  isRecord(page) && typeof page.page_name === 'string' && page.page_name ? ` "${page.page_name}"` : '';

/** Which page shape `value` is, and its sections. */
export function detectPage(value: unknown): PageReading {
  if (Array.isArray(value)) return { ok: true, shape: 'A list of sections', sets: { kind: 'single', sections: value } };
  if (isRecord(value) && has(value, 'resAppearanceHomeBrowserData', 'resAppearanceHomeMobileData')) {
    const sets: PageSets = {
      kind: 'responsive',
      browser: value.resAppearanceHomeBrowserData ?? [],
      mobile: value.resAppearanceHomeMobileData ?? [],
    };
    const isPage = has(value, 'data', 'header_image_path');
    const shape = isPage
      ? `A pagecontent response${pageName(value.data)} (browser and mobile sets)`
      : 'A dashboard response (browser and mobile sets)';
    return { ok: true, shape, sets };
  }
  if (isRecord(value) && has(value, 'browser', 'mobile')) {
    const sets: PageSets = { kind: 'responsive', browser: value.browser ?? [], mobile: value.mobile ?? [] };
    const shape = has(value, 'page')
      ? `A content page${pageName(value.page)}: { page, browser, mobile }`
      : 'A page with { browser, mobile } sets';
    return { ok: true, shape, sets };
  }
  return {
    ok: false,
    message:
      'Not a page: expected a list of sections, a dashboard or pagecontent response, or { "browser": [...], "mobile": [...] }',
  };
}

/** Reads the playground's text: JSON first, then the page shape. */
export function readPageJson(text: string): PageReading {
  if (text.trim() === '') return { ok: false, message: 'Paste or type a page’s JSON to preview it.' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const found = locateJsonError(text) ?? { offset: text.length, message: (error as Error).message };
    const { line, column } = lineColumn(text, found.offset);
    const syntax = { message: found.message, offset: found.offset, line, column };
    return { ok: false, syntax, message: `JSON syntax error at line ${line}, column ${column}: ${found.message}` };
  }
  return detectPage(value);
}
