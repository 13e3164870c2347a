import { VideoBlockSchema } from '@schemas/cms-content-blocks';
import { Skeleton } from '@/components/ui/skeleton';
import { defineBlock } from '@/renderer/define-block';
import frame from './video-frame.module.css';

/** The video's own box (4:5 on phones, 16:9 above), so the page does not move when the code arrives. */
const VideoSkeleton = () => <Skeleton className={frame.frame} radius="var(--radius-md)" style={{ marginBottom: 16 }} />;

/** home_type 12 (spec: shell §2 "12 looping video"). */
export const videoBlock = defineBlock({
  type: 12,
  name: 'Looping video',
  schema: VideoBlockSchema,
  skeleton: VideoSkeleton,
  load: () => import('./video').then((m) => m.LoopingVideo),
});
