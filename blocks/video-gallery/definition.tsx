import { GallerySliderBlockSchema } from '@schemas/cms-content-blocks';
import { Skeleton } from '@/components/ui/skeleton';
import { defineBlock } from '@/renderer/define-block';
import { requireVideo } from './gallery-check';
import styles from './gallery-skeleton.module.css';
import { lazySchema } from '@schemas/lazy';

/** 16:9 stills with a caption line: one on phones, two from 576 px, three from 1024 px (the default). */
function VideoGallerySkeleton() {
  return (
    <div className={styles.skeleton}>
      {[0, 1, 2].map((i) => (
        <div key={i} className={styles.skeletonSlide}>
          <Skeleton radius="var(--radius-md)" style={{ aspectRatio: '16 / 9' }} />
          <Skeleton height="1.25rem" width="70%" />
        </div>
      ))}
    </div>
  );
}

/** home_type 18 (spec: shell §2 "18 video gallery slider"); a gallery with no video is invalid. */
export const videoGalleryBlock = defineBlock({
  type: 18,
  name: 'Video gallery slider',
  schema: lazySchema(() => GallerySliderBlockSchema.check(requireVideo)),
  skeleton: VideoGallerySkeleton,
  load: () => import('./video-gallery').then((m) => m.VideoGallery),
});
