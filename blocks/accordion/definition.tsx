import { AccordionBlockSchema } from '@schemas/cms-content-blocks';
import { Skeleton } from '@/components/ui/skeleton';
import { defineBlock } from '@/renderer/define-block';
import { requireShownItem } from '@/lib/tab-items';
import { lazySchema } from '@schemas/lazy';

/** Four closed headers: the usual height of an FAQ before anything is opened. */
function AccordionSkeleton() {
  return (
    <div style={{ display: 'grid', gap: 1, marginBlock: 16 }}>
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} height={56} radius={0} />
      ))}
    </div>
  );
}

/** home_type 20 (spec: shell §2 "20 accordion (items without content are skipped)"). */
export const accordionBlock = defineBlock({
  type: 20,
  name: 'Accordion',
  schema: lazySchema(() => AccordionBlockSchema.check(requireShownItem('No item has both a title and content'))),
  skeleton: AccordionSkeleton,
  load: () => import('./accordion').then((m) => m.Accordion),
});
