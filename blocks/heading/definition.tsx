import { HeadingBlockSchema } from '@schemas/cms-content-blocks';
import { Skeleton } from '@/components/ui/skeleton';
import { defineBlock } from '@/renderer/define-block';

const HeadingSkeleton = () => <Skeleton height="2.25rem" width="50%" style={{ marginBlock: '24px 16px' }} />;

/** home_type 11 (spec: shell §2 "11 heading with subheading"). */
export const headingBlock = defineBlock({
  type: 11,
  name: 'Heading',
  schema: HeadingBlockSchema,
  skeleton: HeadingSkeleton,
  load: () => import('./heading').then((m) => m.Heading),
});
