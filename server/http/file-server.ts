import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, posix, resolve, sep } from 'node:path';
import type { Context } from 'hono';
import { acceptedEncodings, compress, isCompressible, MIN_COMPRESS_BYTES, type Encoding } from './compression';
import { contentTypeOf } from './content-types';

/** A short strong ETag of a body's bytes. */
export const etagOf = (body: Buffer): string => `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`;

/** Whether an If-None-Match header names `etag` (weak or strong). */
export const matchesEtag = (ifNoneMatch: string | undefined, etag: string): boolean =>
  Boolean(ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag));

interface CachedFile {
  mtimeMs: number;
  size: number;
  body: Buffer;
  type: string;
  etag: string;
  /** Compressed once, on first demand or by warm(); kept as promises so concurrent requests share the work. */
  encoded: Map<Encoding, Promise<Buffer>>;
  /** The codings of `encoded` that are made. */
  made: Set<Encoding>;
}

export interface FileServer {
  /** Answers `relPath` under the root, or null when no such file exists (the caller decides what next). */
  serve(c: Context, relPath: string, cacheControl: string): Promise<Response | null>;
  /** The raw bytes of `relPath` (from the same cache), or null when no such file exists. */
  read(relPath: string): Promise<Buffer | null>;
  /** Reads and compresses every text file ahead of the first request; failures are ignored. */
  warm(): Promise<void>;
}

/**
 * A single `bytes=` range of a file of `size` bytes, as [start, end] inclusive; 'unsatisfiable' when it lies
 * outside the file; null when absent or not a single byte range (then the whole file is sent).
 */
export function parseRange(header: string | undefined, size: number): [number, number] | 'unsatisfiable' | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return null;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return null;
  let start: number;
  let end: number;
  if (from === '') {
    // "bytes=-500": the last 500 bytes.
    start = Math.max(0, size - Number(to));
    end = size - 1;
  } else {
    start = Number(from);
    end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  }
  if (start > end || start >= size) return 'unsatisfiable';
  return [start, end];
}

/**
 * A small static file server: in-memory cache, ETag/304, brotli or gzip by Accept-Encoding, and byte
 * ranges for media (Safari only plays an MP4 that is served with 206 partial responses).
 */
export function createFileServer(rootDir: string): FileServer {
  const root = resolve(rootDir);
  const cache = new Map<string, CachedFile>();

  /** `..` and encoded separators cannot leave the root. */
  const locate = (relPath: string): string | null => {
    if (relPath.includes('\0')) return null;
    const abs = resolve(root, `.${posix.normalize(`/${relPath}`)}`);
    return abs.startsWith(root + sep) ? abs : null;
  };

  const load = async (abs: string): Promise<CachedFile | null> => {
    const info = await stat(abs).catch(() => null);
    if (!info?.isFile()) return null;
    const hit = cache.get(abs);
    if (hit && hit.mtimeMs === info.mtimeMs && hit.size === info.size) return hit;
    const body = await readFile(abs);
    const etag = etagOf(body);
    const file: CachedFile = {
      mtimeMs: info.mtimeMs,
      size: info.size,
      body,
      type: contentTypeOf(abs),
      etag,
      encoded: new Map(),
      made: new Set(),
    };
    cache.set(abs, file);
    return file;
  };

  const encodedBody = (file: CachedFile, encoding: Encoding): Promise<Buffer> => {
    let pending = file.encoded.get(encoding);
    if (!pending) {
      pending = compress(file.body, encoding, 'static');
      void pending.then(
        () => file.made.add(encoding),
        () => undefined,
      );
      file.encoded.set(encoding, pending);
    }
    return pending;
  };

  /**
   * The coding to answer with: the best the client accepts, unless that is brotli not yet made and gzip will
   * do. Brotli at full effort takes up to seconds for the app's largest files on a busy machine, and just
   * after a start (warm() still at work, or no warm-up) a shopper's first page would wait for it; gzip is
   * made in milliseconds. Brotli goes on being made for the requests after.
   */
  const codingFor = (file: CachedFile, acceptEncoding: string | undefined): Encoding | null => {
    const [best = null, next = null] = acceptedEncodings(acceptEncoding);
    if (best !== 'br' || next !== 'gzip' || file.made.has('br')) return best;
    void encodedBody(file, 'br');
    return 'gzip';
  };

  const compressible = (file: CachedFile) => isCompressible(file.type) && file.size >= MIN_COMPRESS_BYTES;

  return {
    async serve(c, relPath, cacheControl) {
      const abs = locate(relPath);
      const file = abs ? await load(abs) : null;
      if (!file) return null;
      const headers: Record<string, string> = { 'Cache-Control': cacheControl, ETag: file.etag };
      if (compressible(file)) headers.Vary = 'Accept-Encoding';
      if (matchesEtag(c.req.header('if-none-match'), file.etag)) {
        return c.body(null, 304, headers);
      }
      headers['Content-Type'] = file.type;
      if (!compressible(file)) {
        headers['Accept-Ranges'] = 'bytes';
        const range = parseRange(c.req.header('range'), file.size);
        if (range === 'unsatisfiable') {
          return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${file.size}` });
        }
        if (range) {
          const [start, end] = range;
          return c.body(new Uint8Array(file.body.subarray(start, end + 1)), 206, {
            ...headers,
            'Content-Range': `bytes ${start}-${end}/${file.size}`,
            'Content-Length': String(end - start + 1),
          });
        }
      }
      const encoding = compressible(file) ? codingFor(file, c.req.header('accept-encoding')) : null;
      const body = encoding ? await encodedBody(file, encoding) : file.body;
      if (encoding && body.length < file.body.length) {
        headers['Content-Encoding'] = encoding;
        return c.body(new Uint8Array(body), 200, { ...headers, 'Content-Length': String(body.length) });
      }
      return c.body(new Uint8Array(file.body), 200, { ...headers, 'Content-Length': String(file.size) });
    },

    async read(relPath) {
      const abs = locate(relPath);
      const file = abs ? await load(abs) : null;
      return file?.body ?? null;
    },

    async warm() {
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const file = await load(join(entry.parentPath, entry.name)).catch(() => null);
        if (file && compressible(file)) await Promise.all([encodedBody(file, 'br'), encodedBody(file, 'gzip')]);
      }
    },
  };
}
