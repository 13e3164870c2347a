import type { ComponentType } from 'react';
import { z } from 'zod/mini';
import type { SpecialBlockType } from '@schemas/cms';
import { Skeleton } from '@/components/ui/skeleton';
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

/** The entry pages' blocks (issue 11 §0): one chunk for sign-in, registration, verification and reset. */
const entryCode = () => import('./components/entry-blocks');
type EntryCode = Awaited<ReturnType<typeof entryCode>>;

const entry = <T extends SpecialBlockType>(
  type: T,
  name: string,
  pick: (module: EntryCode) => ComponentType<{ home_type: T }>,
) =>
  defineBlock({
    type,
    name,
    schema: z.object({ home_type: z.literal(type) }),
    // As tall as the page's card, so the footer does not move when the form arrives.
    skeleton: () => <Skeleton height="100vh" />,
    load: () => entryCode().then(pick),
  });

/** The account area's blocks (issue 11 §0, §2): one chunk for the menu and the pages beside it. */
const areaCode = () => import('./components/area/area-blocks');
type AreaCode = Awaited<ReturnType<typeof areaCode>>;

const area = <T extends SpecialBlockType>(
  type: T,
  name: string,
  height: string,
  pick: (module: AreaCode) => ComponentType<{ home_type: T }>,
) =>
  defineBlock({
    type,
    name,
    schema: z.object({ home_type: z.literal(type) }),
    skeleton: () => <Skeleton height={height} />,
    load: () => areaCode().then(pick),
  });

/** The account feature's special blocks, composed into the app's registry (src/app/block-registry.ts). */
export const accountBlocks: BlockRegistry = {
  wishlist: wishlistBlock,
  'sign-in': entry('sign-in', 'Sign in', (m) => m.SignInBlock),
  register: entry('register', 'Registration', (m) => m.RegisterBlock),
  'email-verification': entry('email-verification', 'E-mail verification', (m) => m.EmailVerificationBlock),
  'password-reset': entry('password-reset', 'Password reset', (m) => m.PasswordResetBlock),
  'account-menu': area('account-menu', 'Account menu', '360px', (m) => m.AccountMenuBlock),
  'account-overview': area('account-overview', 'Account overview', '420px', (m) => m.AccountOverviewBlock),
  'account-profile': area('account-profile', 'Account details', '420px', (m) => m.AccountProfileBlock),
  'order-history': area('order-history', 'Order history', '520px', (m) => m.OrderHistoryBlock),
  'order-detail': area('order-detail', 'Order detail', '720px', (m) => m.OrderDetailBlock),
};
