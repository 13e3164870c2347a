import { isAxiosError } from 'axios';
import { ValidationErrorSchema } from '@schemas/validation-error';

/** Shown when a call fails without a message the shopper can act on (network, server fault). */
export const GENERIC_FAILURE = 'Something went wrong, please try again.';

/**
 * The message for a failed call: a 400's message for `field` (or, without one, its first field message;
 * the server checks the same schema as the form, so this is rare), else its top-level message, else the
 * generic line — never a raw technical error.
 */
export function callFailureMessage(error: unknown, field?: string): string {
  if (!isAxiosError(error) || error.response?.status !== 400) return GENERIC_FAILURE;
  const body = ValidationErrorSchema.safeParse(error.response.data);
  if (!body.success) return GENERIC_FAILURE;
  const first = field === undefined ? Object.values(body.data.errors).flat()[0] : body.data.errors[field]?.[0];
  return first ?? (body.data.message || GENERIC_FAILURE);
}
