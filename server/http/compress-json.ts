import type { MiddlewareHandler } from 'hono';
import { compress, MIN_COMPRESS_BYTES, pickEncoding, type Encoding } from './compression';

/**
 * Answers many callers share (a listing page, the menu, a content page) are compressed once: the latest
 * compressed bodies are kept by their text and encoding, up to this many bytes of text and result together.
 */
export const COMPRESSED_MEMO_BYTES = 16 * 1024 * 1024;

const memo = new Map<string, Buffer>();
let memoBytes = 0;

async function compressOnce(text: string, body: Buffer, encoding: Encoding): Promise<Buffer> {
  const key = encoding + text;
  const hit = memo.get(key);
  if (hit) {
    memo.delete(key);
    memo.set(key, hit);
    return hit;
  }
  const packed = await compress(body, encoding, 'dynamic');
  memo.set(key, packed);
  memoBytes += key.length + packed.length;
  for (const [oldKey, oldPacked] of memo) {
    if (memoBytes <= COMPRESSED_MEMO_BYTES) break;
    memo.delete(oldKey);
    memoBytes -= oldKey.length + oldPacked.length;
  }
  return packed;
}

/**
 * Compresses API answers (home and page sections run to tens of KB) by Accept-Encoding, with a
 * per-request effort; the static files have their own cached compression (file-server.ts).
 */
export const compressJson: MiddlewareHandler = async (c, next) => {
  await next();
  const res = c.res;
  if (!res.body || res.headers.has('Content-Encoding') || !res.headers.get('Content-Type')?.includes('json')) return;
  const encoding = pickEncoding(c.req.header('accept-encoding'));
  if (!encoding) return;
  const text = await res.text();
  const body = Buffer.from(text);
  const headers = new Headers(res.headers);
  headers.append('Vary', 'Accept-Encoding');
  if (body.length < MIN_COMPRESS_BYTES) {
    c.res = new Response(new Uint8Array(body), { status: res.status, headers });
    return;
  }
  const packed = await compressOnce(text, body, encoding);
  headers.set('Content-Encoding', encoding);
  headers.set('Content-Length', String(packed.length));
  c.res = new Response(new Uint8Array(packed), { status: res.status, headers });
};
