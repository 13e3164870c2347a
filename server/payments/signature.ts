import { createHmac, timingSafeEqual } from 'node:crypto';

/** Hex HMAC-SHA256 of `message` under `secret`: Razorpay's payment and webhook signatures. */
export const hmacHex = (secret: string, message: string): string =>
  createHmac('sha256', secret).update(message).digest('hex');

/** The longest signature we read; Razorpay's are 64 hex characters. */
const SIGNATURE_MAX = 256;

/**
 * Whether `signature` is the hex HMAC-SHA256 of `message` under `secret`, compared in constant time (STYLE 20).
 * timingSafeEqual needs buffers of one length, so a signature of another length is refused first; that
 * tells an attacker only the length, which is public.
 */
export function signatureMatches(secret: string, message: string, signature: string | null | undefined): boolean {
  if (!secret || typeof signature !== 'string' || signature.length > SIGNATURE_MAX) return false;
  const expected = Buffer.from(hmacHex(secret, message), 'utf8');
  const given = Buffer.from(signature, 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Razorpay's payment signature: HMAC of `order_id|payment_id` (checkout "verify payment signature"). */
export const paymentMessage = (providerOrderId: string, paymentId: string) => `${providerOrderId}|${paymentId}`;
