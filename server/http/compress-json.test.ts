import { Hono } from 'hono';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressJson } from './compress-json';

/** A JSON route behind the middleware whose answer is `payload()` at each call. */
function appAnswering(payload: () => unknown) {
  const app = new Hono();
  app.use('*', compressJson);
  app.get('/x', (c) => c.json(payload()));
  return app;
}

const big = (word: string) => ({ items: Array.from({ length: 200 }, (_, i) => `${word} ${i}`) });

describe('compressJson', () => {
  it('compresses by Accept-Encoding, and an answer given again comes out the same', async () => {
    let word = 'necklace';
    const app = appAnswering(() => big(word));
    for (const [encoding, unpack] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const first = await app.request('/x', { headers: { 'accept-encoding': encoding } });
      const again = await app.request('/x', { headers: { 'accept-encoding': encoding } });
      expect(first.headers.get('content-encoding')).toBe(encoding);
      const a = Buffer.from(await first.arrayBuffer());
      const b = Buffer.from(await again.arrayBuffer());
      expect(b.equals(a)).toBe(true);
      expect(JSON.parse(unpack(a).toString())).toEqual(big('necklace'));
    }
    // A different answer is never served from what an earlier one compressed to.
    word = 'bangle';
    const changed = await app.request('/x', { headers: { 'accept-encoding': 'br' } });
    expect(JSON.parse(brotliDecompressSync(Buffer.from(await changed.arrayBuffer())).toString())).toEqual(
      big('bangle'),
    );
  });

  it('leaves small answers and callers who ask for no coding uncompressed', async () => {
    const app = appAnswering(() => ({ status: 'success' }));
    const small = await app.request('/x', { headers: { 'accept-encoding': 'br' } });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toEqual({ status: 'success' });
    const plain = await appAnswering(() => big('ring')).request('/x');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.json()).toEqual(big('ring'));
  });
});
