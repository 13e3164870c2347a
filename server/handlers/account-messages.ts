import { messages } from '@domain/messages';

/**
 * The back office's answers for sign-in, the wishlist and hints. The specs give only the fields the
 * storefront reads (catalogue §8: "server messages shown in a red alert"), so these texts are ours.
 */
export const accountMessages = {
  sessionExpired: messages.sessionExpired,
  // One message for an unknown e-mail and a wrong password: the answer must not tell which addresses exist.
  invalidCredentials: 'The email or password you entered is incorrect.',
  signedIn: 'You have signed in successfully.',
  signedOut: 'You have signed out.',
  wishlistAdded: messages.wishlistAdded,
  wishlistRemoved: messages.wishlistRemoved,
  productGone: 'This product is no longer available.',
  notInWishlist: 'This product is not in your wishlist.',
  removedFromWishlist: messages.wishlistRemoved,
  hintSent: 'Your hint is on its way.',
} as const;

/** spec silent: a lock's message, with the minutes left (login_throttle, server/auth/throttle.ts). */
export const tooManyAttempts = (minutes: number): string =>
  `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
