import { z } from 'zod/mini';

/** Body of a 400 answer: a message and the field messages, in the schema's order. */
export const ValidationErrorSchema = z.object({
  status: z.literal('error'),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});
export type ValidationError = z.infer<typeof ValidationErrorSchema>;
