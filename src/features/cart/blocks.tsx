import { z } from 'zod/mini';
import type { SpecialBlockType } from '@schemas/cms';
import { Skeleton } from '@/components/ui/skeleton';
import { defineBlock, type BlockRegistry } from '@/renderer/define-block';

/**
 * The bag's special blocks (issue 9 §0): page JSON names them by type (`cart-lines`, `cart-summary`,
 * `cart-recommendations`) like any CMS block; the renderer validates them, wraps each in its error and
 * Suspense boundaries and shows the skeleton while its code loads. They take no settings: the bag is theirs.
 */
const special = <T extends SpecialBlockType>(type: T) => z.object({ home_type: z.literal(type) });

const LinesSkeleton = () => (
  <div aria-hidden="true">
    <Skeleton height="2.25rem" width="40%" style={{ marginBottom: 16 }} />
    <Skeleton height="128px" />
  </div>
);
const SummarySkeleton = () => <Skeleton height="160px" />;
const RecommendationsSkeleton = () => <Skeleton height="320px" />;

export const cartLinesBlock = defineBlock({
  type: 'cart-lines',
  name: 'Bag lines',
  schema: special('cart-lines'),
  skeleton: LinesSkeleton,
  load: () => import('./components/cart-page-blocks').then((m) => m.CartLinesBlock),
});

export const cartSummaryBlock = defineBlock({
  type: 'cart-summary',
  name: 'Bag summary',
  schema: special('cart-summary'),
  skeleton: SummarySkeleton,
  load: () => import('./components/cart-page-blocks').then((m) => m.CartSummaryBlock),
});

export const cartRecommendationsBlock = defineBlock({
  type: 'cart-recommendations',
  name: 'You May Also Like',
  schema: special('cart-recommendations'),
  skeleton: RecommendationsSkeleton,
  load: () => import('./components/cart-page-blocks').then((m) => m.CartRecommendationsBlock),
});

/** The bag feature's special blocks, composed into the app's registry (src/app/block-registry.ts). */
export const cartBlocks: BlockRegistry = {
  'cart-lines': cartLinesBlock,
  'cart-summary': cartSummaryBlock,
  'cart-recommendations': cartRecommendationsBlock,
};
