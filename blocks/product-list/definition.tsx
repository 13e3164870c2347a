import { ProductListBlockSchema } from '@schemas/cms-catalogue-blocks';
import { defineBlock } from '@/renderer/define-block';
import { ProductListSkeleton } from './product-list-skeleton';

/** home_type 1 (spec: shell §2 "1 product list (by category, by tag, or custom products)"). */
export const productListBlock = defineBlock({
  type: 1,
  name: 'Product list',
  schema: ProductListBlockSchema,
  // While the code loads the block's settings are not at hand: the spec's "2 rows of 4" (shell §9).
  skeleton: () => <ProductListSkeleton />,
  load: () => import('./product-list').then((m) => m.ProductList),
});
