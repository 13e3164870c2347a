import {
  AddToFavRequestSchema,
  FavDataResponseSchema,
  FavProductRequestSchema,
  HintRequestSchema,
  HintResponseSchema,
  RemoveFavResponseSchema,
  ToggleFavResponseSchema,
} from '../wishlist';
import { defineCall, NoBody } from '../call';

/** Wishlist and hints (spec: catalogue §7: add-to-fav, user-fav-data, remove-fav-wishlist, recipentprocess). */

export const addToFav = defineCall({
  name: 'add-to-fav',
  method: 'POST',
  path: 'add-to-fav',
  request: AddToFavRequestSchema,
  response: ToggleFavResponseSchema,
  summary: 'Toggle a product (and its chosen variation) in the wishlist',
});

export const addToFavList = defineCall({
  name: 'addToFavList',
  method: 'POST',
  path: 'addToFavList',
  request: FavProductRequestSchema,
  response: ToggleFavResponseSchema,
  summary: 'Toggle a product in the wishlist (the shell’s card heart)',
});

export const userFavData = defineCall({
  name: 'user-fav-data',
  method: 'GET',
  path: 'user-fav-data',
  request: NoBody,
  response: FavDataResponseSchema,
  summary: 'The signed-in customer’s wishlist',
});

export const removeFavWishlist = defineCall({
  name: 'remove-fav-wishlist',
  method: 'POST',
  path: 'remove-fav-wishlist',
  request: FavProductRequestSchema,
  response: RemoveFavResponseSchema,
  summary: 'Remove a product from the wishlist',
});

export const recipentProcess = defineCall({
  name: 'recipentprocess',
  method: 'POST',
  path: 'recipentprocess',
  request: HintRequestSchema,
  response: HintResponseSchema,
  summary: 'Drop a Hint: e-mails a product to someone',
});

/** Every wishlist call, keyed by call name, for the contract table. */
export const wishlistCalls = {
  'add-to-fav': addToFav,
  addToFavList,
  'user-fav-data': userFavData,
  'remove-fav-wishlist': removeFavWishlist,
  recipentprocess: recipentProcess,
} as const;
