import type { wishlistCalls } from '@schemas/calls/wishlist';
import { recipentprocess } from './hint';
import type { DomainHandlers } from './types';
import { addToFav, addToFavList, removeFavWishlist, userFavData } from './wishlist';

/** Wishlist and hint handlers, keyed by call name (schemas/calls/wishlist.ts). */
export const wishlistHandlers: DomainHandlers<typeof wishlistCalls> = {
  'add-to-fav': addToFav,
  addToFavList,
  'user-fav-data': userFavData,
  'remove-fav-wishlist': removeFavWishlist,
  recipentprocess,
};
