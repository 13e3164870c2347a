import { describe, expect, it } from 'vitest';
import { acceptedEncodings, isCompressible, pickEncoding } from './compression';

describe('pickEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['*', 'br'],
    ['identity', null],
    ['gzip;q=0', null],
    [undefined, null],
  ] as const)('%s → %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});

describe('acceptedEncodings', () => {
  it.each([
    ['gzip, deflate, br', ['br', 'gzip']],
    ['br', ['br']],
    ['br;q=0, gzip;q=0.5', ['gzip']],
    ['*', ['br', 'gzip']],
    ['identity', []],
    [undefined, []],
  ] as const)('%s → %j', (header, expected) => {
    expect(acceptedEncodings(header)).toEqual(expected);
  });
});

describe('isCompressible', () => {
  it('compresses text and SVG, never raster images', () => {
    expect(isCompressible('text/javascript; charset=utf-8')).toBe(true);
    expect(isCompressible('application/json; charset=utf-8')).toBe(true);
    expect(isCompressible('image/svg+xml')).toBe(true);
    expect(isCompressible('image/webp')).toBe(false);
    expect(isCompressible('image/png')).toBe(false);
  });
});
