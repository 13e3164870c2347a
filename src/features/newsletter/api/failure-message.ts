import { isAxiosError } from 'axios';
import { ValidationErrorSchema } from '@schemas/contract';

/** Shown when a call fails without a message the shopper can act on. */
export const GENERIC_FAILURE = 'Something went wrong, please try again.';

/**
 * The message for a failed call: a 400's field message (the server checks the same schema as the
 * form), else its top-level message, else the generic line — never a raw technical error.
 */
export function failureMessage(error: unknown, field: string): string {
  if (!isAxiosError(error) || error.response?.status !== 400) return GENERIC_FAILURE;
  const body = ValidationErrorSchema.safeParse(error.response.data);
  if (!body.success) return GENERIC_FAILURE;
  return body.data.errors[field]?.[0] ?? (body.data.message || GENERIC_FAILURE);
}
