import { AwardsBlockSchema } from '@schemas/cms-content-blocks';
import { defineBlock } from '@/renderer/define-block';
import { ShowcaseSkeleton } from '@/components/ui/showcase/showcase-skeleton';

/** home_type 9 (spec: shell §2 "9 awards and certificates"): grid or slider from getAwardCertificateData. */
export const awardsBlock = defineBlock({
  type: 9,
  name: 'Awards and certificates',
  schema: AwardsBlockSchema,
  skeleton: () => <ShowcaseSkeleton kind="awards" />,
  load: () => import('./awards').then((m) => m.AwardsBlock),
});
