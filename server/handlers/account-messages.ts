import { messages } from '@domain/messages';

/**
 * The back office's answers for sign-in, registration, password reset, the wishlist and hints. The specs give only the fields the
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
  // Registration, verification and reset (issue 11 §1; catalogue §8: shown in a red alert on failure).
  registered: 'Your account has been created.',
  // Registration has to say this (the shopper must learn to sign in instead); its throttle bounds what it tells.
  emailTaken: 'An account with this email already exists. Please sign in.',
  emailVerified: 'Your email address has been verified.',
  invalidVerifyLink: 'This verification link is invalid or has expired.',
  // The same answer whether or not the account exists.
  resetMailSent: 'If an account exists for this email, we have sent a link to reset your password.',
  passwordReset: 'Your password has been changed. Please sign in with your new password.',
  invalidResetLink: 'This password reset link is invalid or has expired.',
} as const;

const inMinutes = (minutes: number) => `Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;

/** spec silent: a lock's message, with the minutes left (login_throttle, server/auth/throttle.ts). */
export const tooManyAttempts = (minutes: number): string => `Too many failed sign-in attempts. ${inMinutes(minutes)}`;

/** spec silent: registrations from one address over their quota (server/auth/throttle.ts `QUOTAS`). */
export const tooManyRegistrations = (minutes: number): string =>
  `Too many registration attempts from your network. ${inMinutes(minutes)}`;

/** spec silent: reset e-mails asked for one account, or from one address, over their quota. */
export const tooManyResetRequests = (minutes: number): string =>
  `Too many password reset requests. ${inMinutes(minutes)}`;

/** The mail a new customer gets (issue 11 §1): the single-use link that verifies the address, valid 7 days. */
export function verificationMail(to: string, name: string, link: string) {
  return {
    toAddress: to,
    subject: 'Welcome to Padmakshya: please verify your email address',
    body:
      `Dear ${name},\n\nThank you for creating your Padmakshya account. Please verify your email address by ` +
      `opening this link within 7 days:\n\n${link}\n\nIf you did not create this account, you can ignore this email.\n`,
  };
}

/** The reset mail (catalogue §2 "Sign-in" step 3, 'check your e-mail'): a single-use link valid for an hour. */
export function resetMail(to: string, link: string) {
  return {
    toAddress: to,
    subject: 'Reset your Padmakshya password',
    body:
      `We received a request to reset the password of your Padmakshya account.\n\nTo choose a new password, ` +
      `open this link within 1 hour; it works once:\n\n${link}\n\nIf you did not ask for this, you can ignore ` +
      `this email: your password stays as it is.\n`,
  };
}
