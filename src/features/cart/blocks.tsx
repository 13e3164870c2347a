import { Skeleton } from '@/components/ui/skeleton';
import type { BlockRegistry } from '@/renderer/define-block';
import { specialBlocksFrom } from '@/renderer/special-blocks';

/**
 * The bag's special blocks (issue 9 §0): page JSON names them by type (`cart-lines`, `cart-summary`,
 * `cart-recommendations`) like any CMS block; the renderer validates them, wraps each in its error and
 * Suspense boundaries and shows the skeleton while its code loads. They take no settings: the bag is theirs.
 * One chunk holds their code; a registration here stays small, as every page's first load carries the registry.
 */
const special = specialBlocksFrom(() => import('./components/cart-page-blocks'));

const LinesSkeleton = () => (
  <div aria-hidden="true">
    <Skeleton height="2.25rem" width="40%" style={{ marginBottom: 16 }} />
    <Skeleton height="128px" />
  </div>
);

/** The bag feature's special blocks, composed into the app's registry (src/app/block-registry.ts). */
export const cartBlocks: BlockRegistry = {
  'cart-lines': special('cart-lines', 'Bag lines', LinesSkeleton, (m) => m.CartLinesBlock),
  'cart-summary': special('cart-summary', 'Bag summary', '160px', (m) => m.CartSummaryBlock),
  'cart-recommendations': special(
    'cart-recommendations',
    'You May Also Like',
    '320px',
    (m) => m.CartRecommendationsBlock,
  ),
};
