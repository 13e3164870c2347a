import { useEffect, type RefObject } from 'react';
import { REDUCED_MOTION_QUERY } from './use-media-query';

/**
 * spec: shell §2 "Only one video plays at a time; tapping another pauses the first." Every <video> the
 * storefront renders registers here; when one starts playing, every other registered video is paused.
 */
const videos = new Set<HTMLVideoElement>();
/** Videos paused by this module (not by the shopper): those may resume when back in view. */
const pausedBySystem = new WeakSet<HTMLVideoElement>();
/** Videos the shopper paused: in-view autoplay leaves them alone. */
const pausedByUser = new WeakSet<HTMLVideoElement>();

const isPlaying = (video: HTMLVideoElement) => !video.paused && !video.ended;

function pauseQuietly(video: HTMLVideoElement) {
  if (video.paused) return;
  pausedBySystem.add(video);
  video.pause();
}

/** Pauses every registered video except `current`. */
export function pauseOtherVideos(current: HTMLVideoElement): void {
  for (const video of videos) if (video !== current) pauseQuietly(video);
}

/** Pauses every registered video (e.g. when a player closes). */
export function pauseAllVideos(): void {
  for (const video of videos) pauseQuietly(video);
}

/** Plays `video` (pausing the others); a refused play() (autoplay policy) is ignored. */
export function playExclusively(video: HTMLVideoElement): void {
  pausedByUser.delete(video);
  pauseOtherVideos(video);
  const result = video.play() as Promise<void> | undefined;
  result?.catch(() => undefined);
}

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION_QUERY).matches;

/**
 * Registers the video in `ref` for the one-at-a-time rule. With `playInView`, a muted decorative video
 * plays only while at least half of it is on screen, never under reduced motion, never over another
 * video that is already playing, and never after the shopper paused it.
 */
export function useExclusiveVideo(
  ref: RefObject<HTMLVideoElement | null>,
  { playInView = false }: { playInView?: boolean } = {},
): void {
  useEffect(() => {
    const video = ref.current;
    if (!video) return undefined;
    videos.add(video);
    const onPlay = () => {
      pausedBySystem.delete(video);
      pausedByUser.delete(video);
      pauseOtherVideos(video);
    };
    const onPause = () => {
      if (pausedBySystem.has(video)) pausedBySystem.delete(video);
      else if (!video.ended) pausedByUser.add(video);
    };
    video.addEventListener('play', onPlay);
    video.addEventListener('pause', onPause);

    let observer: IntersectionObserver | undefined;
    if (playInView && typeof IntersectionObserver === 'function' && !prefersReducedMotion()) {
      observer = new IntersectionObserver(
        ([entry]) => {
          if (!entry) return;
          if (!entry.isIntersecting) {
            pauseQuietly(video);
            return;
          }
          const othersPlaying = [...videos].some((other) => other !== video && isPlaying(other));
          if (!othersPlaying && !pausedByUser.has(video) && video.paused) {
            const result = video.play() as Promise<void> | undefined;
            result?.catch(() => undefined);
          }
        },
        { threshold: 0.5 },
      );
      observer.observe(video);
    }
    return () => {
      observer?.disconnect();
      video.removeEventListener('play', onPlay);
      video.removeEventListener('pause', onPause);
      videos.delete(video);
    };
  }, [ref, playInView]);
}
