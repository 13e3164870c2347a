import { z } from 'zod';
import { newsletterEmailError } from '../domain/validation';
import { looseString, status } from './primitives';

export const SubscriptionRequestSchema = z.object({
  newsletter_email: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : (v ?? '')),
    z.string().superRefine((v, ctx) => {
      const error = newsletterEmailError(v);
      if (error) ctx.addIssue({ code: 'custom', message: error });
    }),
  ),
});

export const StatusMessageResponseSchema = z.object({ status, message: looseString });

export const UnsubscribeRequestSchema = z.object({
  id: z.string({ error: 'Please provide the unsubscribe id' }).trim().min(1, 'Please provide the unsubscribe id'),
});
