import type { MouseEvent } from 'react';
import { PlayIcon } from '@/components/ui/media-icons';
import type { GalleryVideo } from './gallery-source';
import styles from './video-gallery.module.css';

/** The still a tile shows: the poster, else the file's first frame, else the provider's name on a plain ground. */
function Still({ video }: { video: GalleryVideo }) {
  if (video.kind === 'file' && video.poster)
    return <img className={styles.still} src={video.poster} alt="" loading="lazy" decoding="async" />;
  if (video.kind === 'file')
    return (
      <video
        className={styles.still}
        src={video.src}
        preload="metadata"
        muted
        playsInline
        aria-hidden="true"
        tabIndex={-1}
      />
    );
  // No third-party thumbnail: it would tell the provider who browses the shop, before anyone asked to play.
  return (
    <span className={styles.placeholder} aria-hidden="true">
      {video.kind === 'embed' ? video.provider : video.host}
    </span>
  );
}

/** One slide of the gallery: a button that opens the video player at this video (spec: shell §2). */
export function GalleryTile({
  video,
  index,
  onOpen,
}: {
  video: GalleryVideo;
  index: number;
  onOpen: (index: number, opener: HTMLElement) => void;
}) {
  return (
    <button
      type="button"
      className={styles.tile}
      aria-haspopup="dialog"
      aria-label={video.caption ? undefined : `Video ${index + 1}`}
      onClick={(event: MouseEvent<HTMLButtonElement>) => onOpen(index, event.currentTarget)}
    >
      <span className={styles.thumb}>
        <Still video={video} />
        <span className={styles.play} aria-hidden="true">
          <PlayIcon />
        </span>
      </span>
      {video.caption && <span className={styles.caption}>{video.caption}</span>}
    </button>
  );
}
