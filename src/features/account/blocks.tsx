import { z } from 'zod/mini';
import type { SpecialBlockType } from '@schemas/cms';
import { defineBlock, type BlockRegistry } from '@/renderer/define-block';
import { WishlistSkeleton } from './components/wishlist-skeleton';

/**
 * The account's special blocks (issue 9 §0): page JSON names them by type like any CMS block; the renderer
 * validates them, wraps each in its error and Suspense boundaries and shows the skeleton while its code loads.
 * `wishlist` takes no settings: the list is the signed-in shopper's.
 */
export const wishlistBlock = defineBlock({
  type: 'wishlist',
  name: 'Wishlist',
  schema: z.object({ home_type: z.literal('wishlist' satisfies SpecialBlockType) }),
  skeleton: WishlistSkeleton,
  load: () => import('./components/wishlist-block').then((m) => m.WishlistBlock),
});

/** The account feature's special blocks, composed into the app's registry (src/app/block-registry.ts). */
export const accountBlocks: BlockRegistry = { wishlist: wishlistBlock };
