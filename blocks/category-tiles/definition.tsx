import { CategoryTilesBlockSchema } from '@schemas/cms-catalogue-blocks';
import { defineBlock } from '@/renderer/define-block';
import { CategoryTilesSkeleton } from './category-tiles-skeleton';

/** home_type 2 (spec: shell §2 "2 category tiles"). */
export const categoryTilesBlock = defineBlock({
  type: 2,
  name: 'Category tiles',
  schema: CategoryTilesBlockSchema,
  skeleton: () => <CategoryTilesSkeleton />,
  load: () => import('./category-tiles').then((m) => m.CategoryTiles),
});
