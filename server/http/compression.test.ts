import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  acceptedEncodings,
  compress,
  compressPage,
  FIRST_ROUND_TRIP_BYTES,
  isCompressible,
  pickEncoding,
} from './compression';

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

describe('compressPage', () => {
  /** Markup that quality 5 leaves a little past one round trip: repeated cards with words that do not repeat. */
  const page = (cards: number) =>
    Buffer.from(
      Array.from(
        { length: cards },
        (_, i) =>
          `<article class="_t4pejn"><a href="/product/p-${i}"><img src="/media/products/p-${i}.webp" alt=""></a>` +
          `<h3>${randomBytes(24).toString('base64url')}</h3><p>₹${(i * 1237) % 90_000}.00</p></article>`,
      ).join(''),
    );

  it('compresses a page past the first round trip harder, and it still reads back the same', async () => {
    const html = page(500);
    const quick = await compress(html, 'br', 'dynamic');
    expect(quick.length).toBeGreaterThan(FIRST_ROUND_TRIP_BYTES);
    const packed = await compressPage(html, 'br');
    expect(packed.length).toBeLessThan(quick.length);
    expect(brotliDecompressSync(packed).equals(html)).toBe(true);
  });

  it('leaves a page within the first round trip at the quick quality, and gzip as it is', async () => {
    const small = page(20);
    expect(await compressPage(small, 'br')).toEqual(await compress(small, 'br', 'dynamic'));
    const html = page(500);
    expect(gunzipSync(await compressPage(html, 'gzip')).equals(html)).toBe(true);
  });
});
