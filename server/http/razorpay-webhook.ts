import { createHash } from 'node:crypto';
import type { Hono } from 'hono';
import { API_PREFIX } from '@schemas/call';
import type { Db } from '../db/client';
import { handlePaymentEvent } from '../handlers/payment-events';
import type { PaymentProvider } from '../payments/provider';
import { wireJson } from './json';

export const WEBHOOK_PATH = `${API_PREFIX}/razorpay-webhook`;

/** Razorpay's events are a few kilobytes; a larger body is refused unread. */
const MAX_WEBHOOK_BYTES = 256 * 1024;

export const webhookMessages = {
  badSignature: 'Invalid webhook signature',
  unreadable: 'Unreadable webhook event',
  tooLarge: 'Request body too large',
} as const;

/**
 * POST /web-api/razorpay-webhook (ADR 022): outside the JSON contract, because the signature covers the raw body
 * exactly as sent and Razorpay sends no access key. X-Razorpay-Signature must be the hex HMAC-SHA256 of the body
 * under the webhook secret (constant-time); anything else is a 400 and changes nothing. X-Razorpay-Event-Id
 * identifies a delivery: a repeat is answered 200 and ignored.
 */
export function serveRazorpayWebhook(app: Hono, db: Db, payments: PaymentProvider, publicUrl: string): void {
  app.post(WEBHOOK_PATH, async (c) => {
    const length = Number(c.req.header('content-length') ?? 0);
    if (length > MAX_WEBHOOK_BYTES) return wireJson(c, { status: 'error', message: webhookMessages.tooLarge }, 413);
    const raw = await c.req.text();
    if (raw.length > MAX_WEBHOOK_BYTES) return wireJson(c, { status: 'error', message: webhookMessages.tooLarge }, 413);
    if (!payments.verifyWebhook(raw, c.req.header('x-razorpay-signature'))) {
      return wireJson(c, { status: 'error', message: webhookMessages.badSignature }, 400);
    }
    // Razorpay always names the event; a body hash stands in for a sender that does not.
    const eventId = c.req.header('x-razorpay-event-id') || `sha256:${createHash('sha256').update(raw).digest('hex')}`;
    const outcome = await handlePaymentEvent(db, eventId.slice(0, 200), raw, publicUrl);
    if (outcome === 'unreadable') return wireJson(c, { status: 'error', message: webhookMessages.unreadable }, 400);
    return wireJson(c, { status: 'success', message: outcome });
  });
}
