import { RichTextBlockSchema } from '@schemas/cms-content-blocks';
import { Skeleton } from '@/components/ui/skeleton';
import { defineBlock } from '@/renderer/define-block';

function RichTextSkeleton() {
  return (
    <div style={{ display: 'grid', gap: 8, marginBlock: 16 }}>
      <Skeleton height="1.75rem" width="40%" />
      <Skeleton height="1rem" />
      <Skeleton height="1rem" width="85%" />
    </div>
  );
}

/** home_type 4 (spec: shell §2 "4 rich text"). */
export const richTextBlock = defineBlock({
  type: 4,
  name: 'Rich text',
  schema: RichTextBlockSchema,
  skeleton: RichTextSkeleton,
  load: () => import('./rich-text').then((m) => m.RichText),
});
