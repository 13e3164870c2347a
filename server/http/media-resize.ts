import { extname } from 'node:path';
import type { MediaWidth } from '@schemas/media-widths';
import { etagOf, type FileServer } from './file-server';

type Format = 'webp' | 'png' | 'jpeg';

const FORMATS: Record<string, { format: Format; type: string }> = {
  '.webp': { format: 'webp', type: 'image/webp' },
  '.png': { format: 'png', type: 'image/png' },
  '.jpg': { format: 'jpeg', type: 'image/jpeg' },
  '.jpeg': { format: 'jpeg', type: 'image/jpeg' },
};

/** The seed images are WebP at quality 45–60 (ADR 004); a copy at 60 stays as sharp as its original at its size. */
const QUALITY = 60;
/** An original larger than this many pixels is served as it is rather than decoded (sized input). */
const MAX_INPUT_PIXELS = 40_000_000;

export interface Resized {
  body: Buffer;
  type: string;
  etag: string;
}

export interface MediaResizer {
  /**
   * `relPath` at `width`: resized once and kept; the original itself when it is no wider, when the copy would
   * be larger, or when it cannot be decoded. 'not-raster' for a file that has no copies; null when there is no
   * such file.
   */
  resize(relPath: string, width: MediaWidth): Promise<Resized | 'not-raster' | null>;
}

interface Entry {
  /** The original's bytes the copy was made from: a changed file (a new Buffer from the file cache) remakes it. */
  source: Buffer;
  copy: Promise<Resized>;
  size: number;
}

type Sharp = typeof import('sharp');

/**
 * Smaller copies of media files (ADR 041), made with sharp and kept in memory up to `maxBytes`, least recently
 * used first out. Concurrent requests for one copy share its work. Without sharp (a platform whose binary is
 * missing) every answer is the original, so pages still show their images.
 */
export function createMediaResizer(files: FileServer, { maxBytes = 32 * 1024 * 1024 } = {}): MediaResizer {
  const cache = new Map<string, Entry>();
  let bytes = 0;
  let sharpModule: Promise<Sharp | null> | null = null;
  const loadSharp = () =>
    (sharpModule ??= import('sharp').then(
      (m) => {
        const sharp = m.default;
        // The copies are kept here; sharp's own cache would hold the decoded originals as well.
        sharp.cache(false);
        return m;
      },
      () => null,
    ));

  const evict = () => {
    for (const [key, entry] of cache) {
      if (bytes <= maxBytes) break;
      cache.delete(key);
      bytes -= entry.size;
    }
  };

  const make = async (source: Buffer, width: number, format: Format, type: string): Promise<Resized> => {
    const original = { body: source, type, etag: etagOf(source) };
    const sharp = (await loadSharp())?.default;
    if (!sharp) return original;
    try {
      const image = sharp(source, { limitInputPixels: MAX_INPUT_PIXELS });
      const { width: ownWidth } = await image.metadata();
      if (!ownWidth || ownWidth <= width) return original;
      const body = await image
        .resize({ width })
        .toFormat(format, format === 'png' ? { compressionLevel: 9 } : { quality: QUALITY })
        .toBuffer();
      return body.length < source.length ? { body, type, etag: etagOf(body) } : original;
    } catch {
      // A file sharp cannot read is still the browser's to try.
      return original;
    }
  };

  /** Requests for one copy that arrive together wait on the first one's work. */
  const inflight = new Map<string, Promise<Resized | 'not-raster' | null>>();

  const resize = async (relPath: string, width: MediaWidth, key: string): Promise<Resized | 'not-raster' | null> => {
    const kind = FORMATS[extname(relPath).toLowerCase()];
    if (!kind) return 'not-raster';
    const source = await files.read(relPath);
    if (!source) return null;
    const hit = cache.get(key);
    if (hit && hit.source === source) {
      // Least recently used first out: a hit moves to the end.
      cache.delete(key);
      cache.set(key, hit);
      return hit.copy;
    }
    if (hit) {
      cache.delete(key);
      bytes -= hit.size;
    }
    const copy = make(source, width, kind.format, kind.type);
    const entry: Entry = { source, copy, size: 0 };
    cache.set(key, entry);
    const made = await copy;
    if (cache.get(key) === entry) {
      entry.size = made.body === source ? 0 : made.body.length;
      bytes += entry.size;
      evict();
    }
    return made;
  };

  return {
    resize(relPath, width) {
      const key = `${width} ${relPath}`;
      let running = inflight.get(key);
      if (!running) {
        running = resize(relPath, width, key).finally(() => inflight.delete(key));
        inflight.set(key, running);
      }
      return running;
    },
  };
}
