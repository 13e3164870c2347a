import { z } from 'zod/mini';
import type { SpecialBlockType } from '@schemas/cms';
import { defineBlock, type BlockRegistry } from '@/renderer/define-block';
import { specialBlocksFrom } from '@/renderer/special-blocks';
import { WishlistSkeleton } from './components/wishlist-skeleton';
import { lazySchema } from '@schemas/lazy';

/**
 * The account's special blocks (issue 9 §0): page JSON names them by type like any CMS block; the renderer
 * validates them, wraps each in its error and Suspense boundaries and shows the skeleton while its code loads.
 * `wishlist` takes no settings: the list is the signed-in shopper's.
 */
export const wishlistBlock = defineBlock({
  type: 'wishlist',
  name: 'Wishlist',
  schema: lazySchema(() => z.object({ home_type: z.literal('wishlist' satisfies SpecialBlockType) })),
  skeleton: WishlistSkeleton,
  load: () => import('./components/wishlist-block').then((m) => m.WishlistBlock),
});

/** The entry pages' blocks (issue 11 §0): one chunk for sign-in, registration, verification and reset. */
const entry = specialBlocksFrom(() => import('./components/entry-blocks'));
/** The account area's blocks (issue 11 §0, §2): one chunk for the menu and the pages beside it. */
const area = specialBlocksFrom(() => import('./components/area/area-blocks'));
// The entry pages' skeleton is as tall as the page's card, so the footer does not move when the form arrives.
const CARD = '100vh';

/** The account feature's special blocks, composed into the app's registry (src/app/block-registry.ts). */
export const accountBlocks: BlockRegistry = {
  wishlist: wishlistBlock,
  'sign-in': entry('sign-in', 'Sign in', CARD, (m) => m.SignInBlock),
  register: entry('register', 'Registration', CARD, (m) => m.RegisterBlock),
  'email-verification': entry('email-verification', 'E-mail verification', CARD, (m) => m.EmailVerificationBlock),
  'password-reset': entry('password-reset', 'Password reset', CARD, (m) => m.PasswordResetBlock),
  'account-menu': area('account-menu', 'Account menu', '360px', (m) => m.AccountMenuBlock),
  'account-overview': area('account-overview', 'Account overview', '420px', (m) => m.AccountOverviewBlock),
  'account-profile': area('account-profile', 'Account details', '420px', (m) => m.AccountProfileBlock),
  'order-history': area('order-history', 'Order history', '520px', (m) => m.OrderHistoryBlock),
  'order-detail': area('order-detail', 'Order detail', '720px', (m) => m.OrderDetailBlock),
};
