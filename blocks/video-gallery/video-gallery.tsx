import { useCallback, useRef, useState } from 'react';
import type { z } from 'zod';
import type { GallerySliderBlockSchema } from '@schemas/cms-content-blocks';
import { SLIDER_AUTOPLAY_MS } from '@domain/constants';
import { Carousel, type PerView } from '@/components/ui/carousel';
import { GalleryModal } from './gallery-modal';
import { galleryVideos } from './gallery-source';
import { GalleryTile } from './gallery-tile';
import styles from './video-gallery.module.css';

export type VideoGalleryProps = z.infer<typeof GallerySliderBlockSchema>;

const DEFAULT_PER_VIEW = 3;
const DEFAULT_GAP = 16;

/**
 * Slides per view, mobile first: one on phones, at most two from 576 px, the editor's number
 * (home_slider_no_slides, default 3, at most 6) from 1024 px — never more than there are videos.
 */
export function galleryPerView(requested: number | undefined, count: number): PerView {
  const wanted = Math.round(requested && requested > 0 ? requested : DEFAULT_PER_VIEW);
  const desktop = Math.max(1, Math.min(wanted, 6, count));
  return { base: 1, 576: Math.min(2, desktop), 1024: desktop };
}

/** home_slider_auto_play_speed in ms; blank means the spec's 3000 ms (shell §2), 0 or less means no autoplay. */
export function galleryAutoplay(speed: number | undefined): number | false {
  if (speed === undefined) return SLIDER_AUTOPLAY_MS;
  return speed > 0 ? speed : false;
}

/**
 * home_type 18, the video gallery slider (spec: shell §2, §3): a slider of video stills (slides per view,
 * autoplay speed, arrows and spacing from the block); tapping one opens the player over the page, a slider
 * of the same videos starting at the tapped one.
 */
export function VideoGallery(props: VideoGalleryProps) {
  const videos = galleryVideos(props.has_many_gallery);
  const [openAt, setOpenAt] = useState<number | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const open = useCallback((index: number, from: HTMLElement) => {
    opener.current = from;
    setOpenAt(index);
  }, []);
  const close = useCallback(() => setOpenAt(null), []);
  if (videos.length === 0) return null;
  const gap = Math.min(64, Math.max(0, props.home_space_between_slide ?? DEFAULT_GAP));

  return (
    <div className={styles.gallery}>
      <Carousel
        label="Video gallery"
        perView={galleryPerView(props.home_slider_no_slides, videos.length)}
        gap={gap}
        autoplayMs={galleryAutoplay(props.home_slider_auto_play_speed)}
        arrows={!props.home_slider_hide_arrow}
      >
        {videos.map((video, index) => (
          <GalleryTile key={index} video={video} index={index} onOpen={open} />
        ))}
      </Carousel>
      <GalleryModal videos={videos} openAt={openAt} opener={opener} onClose={close} />
    </div>
  );
}
