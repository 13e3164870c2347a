import { TabsBlockSchema } from '@schemas/cms-content-blocks';
import { Skeleton } from '@/components/ui/skeleton';
import { defineBlock } from '@/renderer/define-block';
import { requireShownItem } from '@/lib/tab-items';
import { lazySchema } from '@schemas/lazy';

function TabsSkeleton() {
  return (
    <div style={{ display: 'grid', gap: 12, marginBlock: 16 }}>
      <div style={{ display: 'flex', gap: 24, height: 44, alignItems: 'center' }}>
        <Skeleton width="5rem" height="1.25rem" />
        <Skeleton width="5rem" height="1.25rem" />
        <Skeleton width="5rem" height="1.25rem" />
      </div>
      <Skeleton height="1rem" />
      <Skeleton height="1rem" width="90%" />
      <Skeleton height="1rem" width="70%" />
    </div>
  );
}

/** home_type 19 (spec: shell §2 "19 tabs"); a block with no tab to show is invalid (see shownItems). */
export const tabsBlock = defineBlock({
  type: 19,
  name: 'Tabs',
  schema: lazySchema(() => TabsBlockSchema.check(requireShownItem('No tab has both a title and content'))),
  skeleton: TabsSkeleton,
  load: () => import('./tabs').then((m) => m.Tabs),
});
