import { isAxiosError } from 'axios';
import { ValidationErrorSchema } from '@schemas/contract';

/** Shown when the call fails without a message the shopper can act on (network, server fault). */
export const BOOKING_FAILED = 'Something went wrong, please try again.';

/**
 * The message for a failed booking call: the first field message of a 400 (the server checks the same
 * schema as the form, so this is rare), else its top-level message, else the generic line.
 */
export function bookingFailureMessage(error: unknown): string {
  if (!isAxiosError(error) || error.response?.status !== 400) return BOOKING_FAILED;
  const body = ValidationErrorSchema.safeParse(error.response.data);
  if (!body.success) return BOOKING_FAILED;
  const first = Object.values(body.data.errors).flat()[0];
  return first ?? (body.data.message || BOOKING_FAILED);
}
