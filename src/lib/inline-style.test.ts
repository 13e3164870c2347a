import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classTokens, cssUrl, cx, isUnsafeCss, parseInlineStyle } from './inline-style';

describe('parseInlineStyle', () => {
  it('parses declarations and camelCases properties', () => {
    expect(parseInlineStyle('background-color:#f4e9d6; padding-top: 12px;color:red')).toEqual({
      backgroundColor: '#f4e9d6',
      paddingTop: '12px',
      color: 'red',
    });
  });

  it('keeps custom properties as written and vendor prefixes as React spells them', () => {
    expect(parseInlineStyle('--brand-Gold: #b8893a; -webkit-line-clamp: 2; -ms-transform: none')).toEqual({
      '--brand-Gold': '#b8893a',
      WebkitLineClamp: '2',
      msTransform: 'none',
    });
  });

  it('lower-cases property names and drops !important', () => {
    expect(parseInlineStyle('COLOR: Red !important')).toEqual({ color: 'Red' });
  });

  it('keeps semicolons inside quotes and parentheses', () => {
    expect(parseInlineStyle('font-family: "A;B", serif; background-image: url("/media/a;b.webp")')).toEqual({
      fontFamily: '"A;B", serif',
      backgroundImage: 'url("/media/a;b.webp")',
    });
  });

  it('returns an empty object for empty, null or garbage input', () => {
    expect(parseInlineStyle('')).toEqual({});
    expect(parseInlineStyle(null)).toEqual({});
    expect(parseInlineStyle(undefined)).toEqual({});
    expect(parseInlineStyle(';;;:::')).toEqual({});
    expect(parseInlineStyle('color')).toEqual({});
    expect(parseInlineStyle('color:')).toEqual({});
  });

  it('drops properties that are not plain CSS identifiers', () => {
    expect(parseInlineStyle('co lor: red; 1x: 2; x_y: 3; a{b: c; margin: 0')).toEqual({ margin: '0' });
  });

  it.each([
    ['background:url(javascript:alert(1))'],
    ['background-image: url("JaVaScRiPt:alert(1)")'],
    ["background: url( 'vbscript:msgbox(1)' )"],
    ['background: url(data:text/html;base64,PHNjcmlwdD4=)'],
    ['background: url(\\6a avascript:alert(1))'],
    ['background: url(java\\script:alert(1))'],
    ['width: expression(alert(1))'],
    ['width: expr/**/ession(alert(1))'],
    ['width: EXPRESSION(alert(1))'],
    ['behavior: url(x.htc)'],
    ['-moz-binding: url(evil.xml#x)'],
    ['font-family: a @import url(evil.css)'],
    ['content: "javascript:alert(1)"'],
  ])('drops the unsafe declaration %s', (css) => {
    const style = parseInlineStyle(`${css}; margin: 4px`);
    expect(style).toEqual({ margin: '4px' });
  });

  it('keeps safe url() values', () => {
    expect(parseInlineStyle('background-image: url(/media/sections/pattern.webp)')).toEqual({
      backgroundImage: 'url(/media/sections/pattern.webp)',
    });
  });

  it('never throws and only yields safe string values (property test)', () => {
    fc.assert(
      fc.property(fc.string(), (css) => {
        const style = parseInlineStyle(css) as Record<string, unknown>;
        for (const [key, value] of Object.entries(style)) {
          expect(typeof value).toBe('string');
          expect(isUnsafeCss(`${key}:${String(value)}`)).toBe(false);
        }
      }),
    );
  });
});

describe('cssUrl', () => {
  it('wraps rooted, relative and http(s) addresses', () => {
    expect(cssUrl('/media/a.webp')).toBe('url("/media/a.webp")');
    expect(cssUrl('https://cdn.example.com/a.webp')).toBe('url("https://cdn.example.com/a.webp")');
    expect(cssUrl('images/a.webp')).toBe('url("images/a.webp")');
  });

  it('escapes quotes so the value cannot break out of url()', () => {
    expect(cssUrl('/media/a").webp')).toBe('url("/media/a%22).webp")');
  });

  it('refuses empty and script-bearing addresses', () => {
    expect(cssUrl('')).toBeUndefined();
    expect(cssUrl(null)).toBeUndefined();
    expect(cssUrl('javascript:alert(1)')).toBeUndefined();
    expect(cssUrl('data:image/png;base64,AAAA')).toBeUndefined();
    expect(cssUrl('vbscript:x')).toBeUndefined();
  });
});

describe('class helpers', () => {
  it('cx joins truthy names', () => {
    expect(cx('row', false, undefined, 'g-0', null, '')).toBe('row g-0');
  });

  it('classTokens keeps plain class tokens only', () => {
    expect(classTokens('  text-center my-4 "><x bad:y ok_1 ')).toBe('text-center my-4 ok_1');
    expect(classTokens(null)).toBe('');
  });
});
