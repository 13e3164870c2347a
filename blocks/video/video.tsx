import { useCallback, useRef, useState } from 'react';
import type { z } from 'zod';
import type { VideoBlockSchema } from '@schemas/cms-content-blocks';
import { cx } from '@/lib/inline-style';
import { playExclusively, useExclusiveVideo } from '@/lib/exclusive-video';
import { mediaUrl } from '@/lib/media';
import { useAboveTheFold } from '@/renderer/define-block';
import { PauseIcon, PlayIcon } from '@/components/ui/media-icons';
import { muteVideo, videoPoster } from '@/lib/video-source';
import frame from './video-frame.module.css';
import styles from './video.module.css';

export type VideoProps = z.infer<typeof VideoBlockSchema>;

/**
 * home_type 12, the looping video (spec: shell §2): muted, looping, inline, with its poster. It plays only
 * while on screen and never under reduced motion (useExclusiveVideo with playInView), and starting it
 * pauses any other video on the page (shell §2 "Only one video plays at a time"). The box keeps its aspect
 * ratio before anything loads, and a visible button pauses and resumes it (WCAG 2.2.2).
 */
export function LoopingVideo({ home_video }: VideoProps) {
  const src = mediaUrl(home_video);
  const poster = videoPoster(src);
  const eager = useAboveTheFold();
  const ref = useRef<HTMLVideoElement | null>(null);
  const attach = useCallback((video: HTMLVideoElement | null) => {
    muteVideo(video);
    ref.current = video;
  }, []);
  useExclusiveVideo(ref, { playInView: true });
  const [playing, setPlaying] = useState(false);
  const [failed, setFailed] = useState(false);

  const toggle = () => {
    const video = ref.current;
    if (!video) return;
    if (video.paused) playExclusively(video);
    else video.pause();
  };

  return (
    <div className={cx(frame.frame, styles.box)}>
      {/* Decorative and silent: assistive tech gets the pause/play button, not the picture. */}
      <video
        ref={attach}
        className={styles.video}
        src={src}
        poster={poster}
        muted
        loop
        playsInline
        // Without a poster the first frame stands in for it, so fetch enough to show it.
        preload={eager || !poster ? 'metadata' : 'none'}
        aria-hidden="true"
        tabIndex={-1}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onError={() => setFailed(true)}
      />
      {!failed && (
        <button
          type="button"
          className={styles.toggle}
          aria-label={playing ? 'Pause video' : 'Play video'}
          onClick={toggle}
        >
          {playing ? <PauseIcon /> : <PlayIcon />}
        </button>
      )}
    </div>
  );
}
