import { z } from 'zod/mini';
import type { GalleryItemSchema } from '@schemas/cms-content-blocks';
import { lazySchema } from '@schemas/lazy';

type GalleryItem = z.infer<typeof GalleryItemSchema>;

/**
 * An absolute http(s) URL: the only kind of external video link the gallery follows. The host part must
 * hold a dot after its first character. The pattern stops at the first such dot (the run before it cannot
 * hold a dot), so there is one way to match: a host part that also allowed dots tried every dot against
 * the rest of the URL and took a second on 20 KB of dots followed by a space.
 */
export const isWebUrl = (url: string) => /^https?:\/\/[^\s/?#][^\s/?#.]*\.\S*$/i.test(url.trim());

/**
 * True when a gallery item has something to play: an uploaded file (home_gallery_video_url), or else an
 * external http(s) URL (home_gallery_orvideo_url). Items with neither are skipped.
 */
export const hasVideo = (item: GalleryItem) =>
  item.home_gallery_video_url.trim() !== '' || isWebUrl(item.home_gallery_orvideo_url);

/** A gallery with no video fails its schema: shoppers skip it, editors see why (ADR 005). */
export const requireVideo = lazySchema(() =>
  z.superRefine((block: { has_many_gallery: GalleryItem[] }, ctx) => {
    if (!block.has_many_gallery.some(hasVideo))
      ctx.issues.push({
        code: 'custom',
        path: ['has_many_gallery'],
        message: 'No item has a video file or a video URL',
        input: block.has_many_gallery,
      });
  }),
);
