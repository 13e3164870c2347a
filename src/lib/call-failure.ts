import { z } from 'zod/mini';
import { ValidationErrorSchema } from '@schemas/validation-error';
import { lazySchema } from '@schemas/lazy';

/**
 * A failed HTTP answer as the transport throws it (axios marks its errors `isAxiosError`). Checked by shape
 * rather than with axios's own helper, so code that only reads failures (the bag, the wishlist heart,
 * forms) does not pull the transport into the first load: it is fetched at the first call (ADR 015).
 */
interface HttpFailure {
  isAxiosError: true;
  response?: { status: number; data: unknown };
}

const isHttpFailure = (error: unknown): error is HttpFailure =>
  typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;

/** Shown when a call fails without a message the shopper can act on (network, server fault). */
export const GENERIC_FAILURE = 'Something went wrong, please try again.';

/** The store's own error body (`{ status: 'error', message }`), as its server answers a fault (a 500). */
const ServerErrorSchema = lazySchema(() =>
  z.object({ status: z.literal('error'), message: z.string().check(z.minLength(1)) }),
);

/**
 * The message for a failed call: a 400's message for `field` (or, without one, its first field message;
 * the server checks the same schema as the form, so this is rare), else its top-level message; a server
 * fault's message when it answered in the store's error shape (spec: shell §8 "Server error status on a
 * cart call: the message shows"); else the generic line — never a raw technical error.
 */
export function callFailureMessage(error: unknown, field?: string): string {
  const response = isHttpFailure(error) ? error.response : undefined;
  if (!response) return GENERIC_FAILURE;
  if (response.status >= 500) {
    const fault = ServerErrorSchema.safeParse(response.data);
    return fault.success ? fault.data.message : GENERIC_FAILURE;
  }
  if (response.status !== 400) return GENERIC_FAILURE;
  const body = ValidationErrorSchema.safeParse(response.data);
  if (!body.success) return GENERIC_FAILURE;
  const first = field === undefined ? Object.values(body.data.errors).flat()[0] : body.data.errors[field]?.[0];
  return first ?? (body.data.message || GENERIC_FAILURE);
}
