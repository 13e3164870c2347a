/**
 * The poster of an uploaded video. Convention of the store's media server: a still named like the video
 * with `.webp` sits beside it (`/media/videos/loom.mp4` → `/media/videos/loom.webp`; `npm run videos`
 * writes them). Only rooted `/media/` URLs follow it, so a video hosted elsewhere never makes a request for
 * a guessed file; those get no poster and show their first frame instead (preload="metadata").
 */
export function videoPoster(src: string): string | undefined {
  const match = /^(\/media\/[^?#]+)\.(?:mp4|m4v|webm|mov)(?:[?#].*)?$/i.exec(src);
  return match ? `${match[1]}.webp` : undefined;
}

/** Sets `muted` as a property: React only sets the attribute, and browsers allow autoplay by the property. */
export function muteVideo(video: HTMLVideoElement | null): void {
  if (!video) return;
  video.muted = true;
  video.defaultMuted = true;
}
