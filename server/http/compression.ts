import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** Codings we produce, best first (task: gzip and brotli by Accept-Encoding). */
export type Encoding = 'br' | 'gzip';

/** Below this, headers outweigh the saving. */
export const MIN_COMPRESS_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text formats only: images and video are already compressed (SVG is text). */
export function isCompressible(contentType: string): boolean {
  return /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/.test(contentType);
}

/** Reads Accept-Encoding with q-values: the codings we produce that it accepts, best first. */
export function acceptedEncodings(acceptEncoding: string | undefined): Encoding[] {
  if (!acceptEncoding) return [];
  const q = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    q.set(name.trim(), qParam ? Number(qParam.slice(2)) || 0 : 1);
  }
  const accepts = (coding: Encoding) => (q.get(coding) ?? q.get('*') ?? 0) > 0;
  return (['br', 'gzip'] as const).filter(accepts);
}

/** The best coding Accept-Encoding allows; brotli wins over gzip when both are acceptable. */
export const pickEncoding = (acceptEncoding: string | undefined): Encoding | null =>
  acceptedEncodings(acceptEncoding)[0] ?? null;

/**
 * `static` spends the most effort once per file (the result is cached); `dynamic` is for API answers,
 * compressed per request.
 */
export function compress(body: Buffer, encoding: Encoding, effort: 'static' | 'dynamic'): Promise<Buffer> {
  if (encoding === 'br') {
    return brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: effort === 'static' ? constants.BROTLI_MAX_QUALITY : 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
  }
  return gz(body, { level: effort === 'static' ? 9 : 6 });
}

/** TCP's initial window (RFC 6928): ten segments of 1,460 bytes. An answer within it comes in one round trip. */
export const FIRST_ROUND_TRIP_BYTES = 10 * 1460;

/** What a drawn page's headers take of that window (its security policy, Vary and the rest: about 900 bytes). */
const PAGE_HEADER_BYTES = 1000;

/** Brotli's densest quality short of the slowest: about 25 ms for the home page's 83 kB of HTML. */
const DENSE_QUALITY = 10;

/**
 * A drawn page's HTML, compressed per request (ADR 069). Quality 5 takes about a millisecond; a page it leaves past
 * the first round trip is compressed again at quality 10, which takes some 25 ms but about 7% less, so that the home
 * page's HTML comes in one round trip where it took two (a phone's round trip is 150 ms in Lighthouse's model).
 */
export async function compressPage(body: Buffer, encoding: Encoding): Promise<Buffer> {
  const quick = await compress(body, encoding, 'dynamic');
  if (encoding !== 'br' || quick.length <= FIRST_ROUND_TRIP_BYTES - PAGE_HEADER_BYTES) return quick;
  const dense = await brotli(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: DENSE_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  return dense.length < quick.length ? dense : quick;
}
