import type { z } from 'zod/mini';
import type { GalleryItemSchema } from '@schemas/cms-content-blocks';
import { mediaUrl } from '@/lib/media';
import { videoPoster } from '@/lib/video-source';
import { hasVideo } from './gallery-check';

type GalleryItem = z.infer<typeof GalleryItemSchema>;

/** What a gallery item plays: an uploaded file, an allow-listed embed, or a plain link out. */
export type GalleryVideo =
  | { kind: 'file'; caption: string; src: string; poster: string | undefined }
  | { kind: 'embed'; caption: string; provider: 'YouTube' | 'Vimeo'; embedSrc: string }
  | { kind: 'link'; caption: string; href: string; host: string };

const YOUTUBE_HOSTS = new Set(['youtube.com', 'm.youtube.com', 'youtu.be', 'youtube-nocookie.com']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'player.vimeo.com']);

function youtubeId(url: URL): string | undefined {
  const host = url.hostname.replace(/^www\./, '');
  const id =
    host === 'youtu.be'
      ? url.pathname.slice(1)
      : url.pathname === '/watch'
        ? (url.searchParams.get('v') ?? '')
        : (/^\/(?:embed|shorts|live|v)\/([^/]+)/.exec(url.pathname)?.[1] ?? '');
  return /^[\w-]{11}$/.test(id) ? id : undefined;
}

function vimeoEmbed(url: URL): string | undefined {
  const match = /^\/(?:video\/)?(\d+)(?:\/([\da-f]+))?\/?$/.exec(url.pathname);
  if (!match?.[1]) return undefined;
  // Unlisted videos carry a hash, in the path (vimeo.com/123/abc) or as ?h= (player URLs).
  const hash = match[2] ?? url.searchParams.get('h');
  const params = new URLSearchParams({ autoplay: '1', dnt: '1' });
  if (hash && /^[\da-f]+$/.test(hash)) params.set('h', hash);
  return `https://player.vimeo.com/video/${match[1]}?${params.toString()}`;
}

/**
 * How an external video URL (home_gallery_orvideo_url) is shown. Only YouTube and Vimeo are embedded, and
 * only by rebuilding the player URL from the parsed video id on a fixed host: YouTube through its
 * privacy-enhanced youtube-nocookie.com player, Vimeo with do-not-track. The CMS's URL itself never becomes
 * an iframe src. Any other http(s) URL is a link that opens in a new tab; anything else is ignored.
 */
export function externalVideo(raw: string, caption: string): GalleryVideo | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.replace(/^www\./, '');
  if (YOUTUBE_HOSTS.has(host)) {
    const id = youtubeId(url);
    if (id) {
      const embedSrc = `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&playsinline=1&rel=0`;
      return { kind: 'embed', caption, provider: 'YouTube', embedSrc };
    }
  }
  if (VIMEO_HOSTS.has(host)) {
    const embedSrc = vimeoEmbed(url);
    if (embedSrc) return { kind: 'embed', caption, provider: 'Vimeo', embedSrc };
  }
  return { kind: 'link', caption, href: url.href, host };
}

/** A gallery item as the gallery shows it; the uploaded file wins over the external URL. Null: nothing to play. */
export function galleryVideo(item: GalleryItem): GalleryVideo | null {
  if (!hasVideo(item)) return null;
  const caption = item.home_gallery_caption_text.trim();
  const file = item.home_gallery_video_url.trim();
  if (file) {
    const src = mediaUrl(file);
    return { kind: 'file', caption, src, poster: videoPoster(src) };
  }
  return externalVideo(item.home_gallery_orvideo_url, caption);
}

export const galleryVideos = (items: readonly GalleryItem[]): GalleryVideo[] =>
  items.map(galleryVideo).filter((video): video is GalleryVideo => video !== null);
