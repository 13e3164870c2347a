import type { MiddlewareHandler } from 'hono';
import { compress, MIN_COMPRESS_BYTES, pickEncoding } from './compression';

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
  const body = Buffer.from(await res.arrayBuffer());
  const headers = new Headers(res.headers);
  headers.append('Vary', 'Accept-Encoding');
  if (body.length < MIN_COMPRESS_BYTES) {
    c.res = new Response(new Uint8Array(body), { status: res.status, headers });
    return;
  }
  const packed = await compress(body, encoding, 'dynamic');
  headers.set('Content-Encoding', encoding);
  headers.set('Content-Length', String(packed.length));
  c.res = new Response(new Uint8Array(packed), { status: res.status, headers });
};
