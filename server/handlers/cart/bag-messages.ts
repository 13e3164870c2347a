import { messages } from '@domain/messages';

/**
 * The bag's answers (spec: shell §7 "data.message"; §8 "the message shows in a toast"). The spec gives only
 * "Internal Error, Please try later." (§5) and "Session expired"; the rest are ours, kind and specific.
 */
export const bagMessages = {
  added: 'Added to your shopping bag.',
  decreased: 'Your shopping bag has been updated.',
  removed: 'Removed from your shopping bag.',
  loaded: 'Your shopping bag.',
  internalError: messages.internalError,
  sessionExpired: messages.sessionExpired,
  lineNotFound: 'This item is no longer in your shopping bag.',
  unavailable: 'Sorry, this piece is no longer available.',
  keyReused: 'This request was already used for another change to your bag. Please try again.',
  available: 'Available to add to your shopping bag.',
} as const;

/** Why a line holds fewer than asked: one of a kind (stock 1) or the stock there is. */
const whyCapped = (cap: number) => (cap === 1 ? 'it is one of a kind' : `that is all we have in stock`);

/** An add refused because the line already holds all that can be sold. */
export const atCapMessage = (name: string, cap: number): string =>
  `Only ${cap} of ${name} can be in your bag: ${whyCapped(cap)}.`;

/** A merge that kept fewer than the guest had (issue 9 §5: "the shopper is told what changed"). */
export const keptFewerMessage = (name: string, kept: number, cap: number): string =>
  `Only ${kept} of ${name} could be kept: ${whyCapped(cap)}.`;

/** A guest line whose product (or variation) is gone. */
export const goneMessage = (name: string): string =>
  `${name || 'A piece from your bag'} is no longer available, so it could not be kept in your bag.`;

/** A guest line that cannot be sold now (selling price not above 0). */
export const unsellableMessage = (name: string): string =>
  `${name} cannot be bought at the moment, so it could not be kept in your bag.`;
