import type { Hono } from 'hono';
import { createFileServer } from './file-server';

/** Media names are not content-hashed, so they revalidate by ETag after a long max-age rather than never. */
const MEDIA_CACHE = 'public, max-age=31536000';

/** `/media/<group>/<name>` from fixtures/images/<group>/<name> (agreed convention for CMS image URLs). */
export function serveMedia(app: Hono, mediaDir: string): { warm(): Promise<void> } {
  const files = createFileServer(mediaDir);
  app.get('/media/*', async (c) => {
    const rel = c.req.path.slice('/media'.length);
    return (await files.serve(c, rel, MEDIA_CACHE)) ?? c.text('Not found\n', 404);
  });
  return files;
}
