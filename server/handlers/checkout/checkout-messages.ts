import { formatINR } from '@domain/money';
import { messages } from '@domain/messages';

/**
 * The coupon's and gift card's answers (shell §8: "the server's notification as an error toast"). The spec
 * gives none of these words; they are ours, kind and specific, one per rule that failed.
 */
export const checkoutMessages = {
  couponApplied: 'Coupon applied successfully.',
  couponUnknown: 'This coupon code is not valid.',
  couponNotYet: 'This coupon is not active yet.',
  couponEnded: 'This coupon has expired.',
  couponSignIn: 'Please sign in to use this coupon: it can be used once per customer.',
  couponUsed: 'You have already used this coupon.',
  bagEmpty: 'Your shopping bag is empty.',
  giftCardApplied: 'Gift card applied successfully.',
  giftCardUnknown: 'This gift card code is not valid.',
  giftCardSpent: 'This gift card has already been used.',
  giftCardExpired: 'This gift card has expired.',
  sessionExpired: messages.sessionExpired,
  addressSaved: 'Your address has been saved.',
  addressUpdated: 'Your address has been updated.',
  addressChosen: 'This address will be used for your order.',
  addressNotFound: 'This address could not be found.',
  addressPlaceUnknown: 'Please choose the country, state and city from the lists.',
} as const;

/** A coupon whose bag is too small for it. */
export const couponMinimum = (minCartPaise: number) =>
  `This coupon needs a bag of at least ${formatINR(minCartPaise / 100)}.`;
