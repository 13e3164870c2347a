import { ImageBlockSchema } from '@schemas/cms-content-blocks';
import { Skeleton } from '@/components/ui/skeleton';
import { defineBlock } from '@/renderer/define-block';

const ImageSkeleton = () => <Skeleton width="100%" style={{ aspectRatio: '4 / 3', marginBottom: 16 }} />;

/** home_type 5 (spec: shell §2 "5 image with link and caption"). */
export const imageBlock = defineBlock({
  type: 5,
  name: 'Image',
  schema: ImageBlockSchema,
  skeleton: ImageSkeleton,
  load: () => import('./image').then((m) => m.ImageBlock),
});
