import type { Hono } from 'hono';
import { MEDIA_WIDTH_PARAM, parseMediaWidth } from '@schemas/media-widths';
import { serverMessages } from '../messages';
import { createFileServer, matchesEtag } from './file-server';
import { createMediaResizer } from './media-resize';

/** Media names are not content-hashed, so they revalidate by ETag after a long max-age rather than never. */
const MEDIA_CACHE = 'public, max-age=31536000';

/**
 * `/media/<group>/<name>` from fixtures/images/<group>/<name> (agreed convention for CMS image URLs);
 * `?w=<width>` answers a smaller copy of a raster image (ADR 041).
 */
export function serveMedia(app: Hono, mediaDir: string): { warm(): Promise<void> } {
  const files = createFileServer(mediaDir);
  const resizer = createMediaResizer(files);
  app.get('/media/*', async (c) => {
    const rel = c.req.path.slice('/media'.length);
    const asked = c.req.query(MEDIA_WIDTH_PARAM);
    if (asked === undefined) return (await files.serve(c, rel, MEDIA_CACHE)) ?? c.text('Not found\n', 404);
    const width = parseMediaWidth(asked);
    if (!width) return c.json({ errors: { [MEDIA_WIDTH_PARAM]: serverMessages.mediaWidth } }, 400);
    const copy = await resizer.resize(rel, width);
    if (!copy) return c.text('Not found\n', 404);
    if (copy === 'not-raster') return c.json({ errors: { [MEDIA_WIDTH_PARAM]: serverMessages.mediaNotRaster } }, 400);
    const headers = { 'Cache-Control': MEDIA_CACHE, ETag: copy.etag };
    if (matchesEtag(c.req.header('if-none-match'), copy.etag)) {
      return c.body(null, 304, headers);
    }
    return c.body(new Uint8Array(copy.body), 200, {
      ...headers,
      'Content-Type': copy.type,
      'Content-Length': String(copy.body.length),
    });
  });
  return files;
}
