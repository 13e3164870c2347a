import type { wishlistCalls } from '@schemas/calls/wishlist';
import type { DomainHandlers } from './types';

/** Wishlist and hint handlers, keyed by call name (schemas/calls/wishlist.ts). */
export const wishlistHandlers: DomainHandlers<typeof wishlistCalls> = {};
