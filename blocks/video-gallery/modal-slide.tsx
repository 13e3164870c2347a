import { useCallback, useEffect, useRef, useState } from 'react';
import { pauseAllVideos, playExclusively, useExclusiveVideo } from '@/lib/exclusive-video';
import { PlayIcon, SoundOffIcon, SoundOnIcon } from '@/components/ui/media-icons';
import type { GalleryVideo } from './gallery-source';
import styles from './gallery-modal.module.css';

interface SlideProps<K extends GalleryVideo['kind']> {
  video: Extract<GalleryVideo, { kind: K }>;
  index: number;
  active: boolean;
  onActivate: (index: number) => void;
}

/**
 * An uploaded video. The active slide plays and is the only one with sound (spec: shell §2); the others are
 * paused and muted. Each slide has its own mute toggle: on the active slide it mutes or unmutes; on another
 * slide, unmuting makes that slide the active one. Playing any other slide also makes it the active one.
 */
function FileSlide({ video, index, active, onActivate }: SlideProps<'file'>) {
  const ref = useRef<HTMLVideoElement | null>(null);
  useExclusiveVideo(ref);
  const [mutedByShopper, setMutedByShopper] = useState(false);
  const muted = !active || mutedByShopper;

  useEffect(() => {
    const player = ref.current;
    if (!player) return;
    if (active) playExclusively(player);
    else player.pause();
  }, [active]);

  const toggleSound = () => {
    if (active) setMutedByShopper((was) => !was);
    else {
      setMutedByShopper(false);
      onActivate(index);
    }
  };
  const label = video.caption || `Video ${index + 1}`;
  return (
    <figure className={styles.figure}>
      <div className={styles.frame}>
        {/* The back office sends no caption track for gallery videos (shell §3); the caption text names it. */}
        {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
        <video
          ref={ref}
          className={styles.video}
          src={video.src}
          poster={video.poster}
          controls
          playsInline
          muted={muted}
          preload={active ? 'auto' : 'metadata'}
          aria-label={label}
          onPlay={() => !active && onActivate(index)}
          onVolumeChange={(event) => active && setMutedByShopper(event.currentTarget.muted)}
        />
        <button
          type="button"
          className={styles.sound}
          aria-label={muted ? `Unmute ${label}` : `Mute ${label}`}
          onClick={toggleSound}
        >
          {muted ? <SoundOffIcon /> : <SoundOnIcon />}
        </button>
      </div>
      {video.caption && <figcaption className={styles.caption}>{video.caption}</figcaption>}
    </figure>
  );
}

/** Stops every registered <video>: a third-party player is starting, and only one video plays at a time. */

/**
 * A YouTube or Vimeo video (see externalVideo): a click-to-load facade, so nothing is fetched from the
 * provider until the shopper asks to play. Leaving the slide, or any <video> starting, unloads the player:
 * the only sure way to stop a cross-origin player without its script API.
 */
function EmbedSlide({ video, index, active, onActivate }: SlideProps<'embed'>) {
  const [started, setStarted] = useState(false);
  const wasActive = useRef(active);
  useEffect(() => {
    if (wasActive.current && !active) setStarted(false);
    wasActive.current = active;
  }, [active]);
  useEffect(() => {
    if (!started) return undefined;
    const stop = () => setStarted(false);
    // 'play' does not bubble; capturing sees every <video> on the page start.
    document.addEventListener('play', stop, true);
    return () => document.removeEventListener('play', stop, true);
  }, [started]);
  const start = useCallback(() => {
    pauseAllVideos();
    setStarted(true);
    onActivate(index);
  }, [index, onActivate]);

  const label = video.caption || `${video.provider} video`;
  return (
    <figure className={styles.figure}>
      <div className={styles.frame}>
        {started ? (
          <iframe
            className={styles.video}
            src={video.embedSrc}
            title={label}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
          />
        ) : (
          <button
            type="button"
            className={styles.facade}
            onClick={start}
            aria-label={`Play ${label} on ${video.provider}`}
          >
            <span className={styles.facadePlay} aria-hidden="true">
              <PlayIcon />
            </span>
            <span className={styles.provider}>{video.provider}</span>
          </button>
        )}
      </div>
      {video.caption && <figcaption className={styles.caption}>{video.caption}</figcaption>}
    </figure>
  );
}

/** A video on a site we do not embed: a link out, in a new tab. */
function LinkSlide({ video }: SlideProps<'link'>) {
  return (
    <figure className={styles.figure}>
      <div className={styles.frame}>
        <a className={styles.facade} href={video.href} target="_blank" rel="noopener noreferrer">
          <span className={styles.facadePlay} aria-hidden="true">
            <PlayIcon />
          </span>
          <span className={styles.provider}>Watch on {video.host}</span>
        </a>
      </div>
      {video.caption && <figcaption className={styles.caption}>{video.caption}</figcaption>}
    </figure>
  );
}

/** One slide of the player, by the kind of video it holds. */
export function ModalSlide({
  video,
  ...rest
}: Omit<SlideProps<GalleryVideo['kind']>, 'video'> & { video: GalleryVideo }) {
  if (video.kind === 'file') return <FileSlide video={video} {...rest} />;
  if (video.kind === 'embed') return <EmbedSlide video={video} {...rest} />;
  return <LinkSlide video={video} {...rest} />;
}
