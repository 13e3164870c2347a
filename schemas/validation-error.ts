import { z } from 'zod/mini';
import { lazySchema } from './lazy';

/** Body of a 400 answer: a message and the field messages, in the schema's order. */
export const ValidationErrorSchema = lazySchema(() =>
  z.object({
    status: z.literal('error'),
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string())),
  }),
);
export type ValidationError = z.infer<typeof ValidationErrorSchema>;
