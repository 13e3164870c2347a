import { z } from 'zod/mini';
import { messages } from '../domain/messages';
import { EMAIL_MAX, newsletterEmailError } from '../domain/validation';
import { checkedString, looseString, preprocess, status } from './primitives';
import { boundedText } from './request-input';
import { lazySchema } from './lazy';

/** Unsubscribe ids are 32 characters (24 random bytes, base64url); the bound leaves room, not more. */
export const UNSUBSCRIBE_ID_MAX = 64;

export const SubscriptionRequestSchema = lazySchema(() =>
  z.object({
    // An address longer than any real one is an invalid address: the shopper reads the spec's message (shell §5).
    newsletter_email: boundedText(
      EMAIL_MAX,
      preprocess((v) => (typeof v === 'string' ? v.trim() : (v ?? '')), checkedString(newsletterEmailError)),
      messages.invalidEmail,
    ),
  }),
);

export const StatusMessageResponseSchema = lazySchema(() => z.object({ status, message: looseString }));

export const UnsubscribeRequestSchema = lazySchema(() =>
  z.object({
    id: boundedText(
      UNSUBSCRIBE_ID_MAX,
      z
        .string({ error: 'Please provide the unsubscribe id' })
        .check(z.trim(), z.minLength(1, 'Please provide the unsubscribe id')),
    ),
  }),
);
