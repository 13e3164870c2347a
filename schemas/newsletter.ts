import { z } from 'zod/mini';
import { newsletterEmailError } from '../domain/validation';
import { checkedString, looseString, preprocess, status } from './primitives';

export const SubscriptionRequestSchema = z.object({
  newsletter_email: preprocess(
    (v) => (typeof v === 'string' ? v.trim() : (v ?? '')),
    checkedString(newsletterEmailError),
  ),
});

export const StatusMessageResponseSchema = z.object({ status, message: looseString });

export const UnsubscribeRequestSchema = z.object({
  id: z
    .string({ error: 'Please provide the unsubscribe id' })
    .check(z.trim(), z.minLength(1, 'Please provide the unsubscribe id')),
});
