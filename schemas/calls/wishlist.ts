/** Wishlist and hints (spec: catalogue §7: add-to-fav, user-fav-data, remove-fav-wishlist, recipentprocess). */

/** Every wishlist call, keyed by call name, for the contract table. */
export const wishlistCalls = {} as const;
