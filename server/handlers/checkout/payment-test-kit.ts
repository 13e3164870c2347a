import type { Hono } from 'hono';
import type { CallName } from '@schemas/contract';
import type { Db } from '../../db/client';
import { signPayment } from '../../payments/razorpay';
import { storedSandboxSecret } from '../../payments/sandbox';
import { hmacHex } from '../../payments/signature';
import { apiCall } from '../../test-support/api-call';

export type Answer = Record<string, unknown> & { updatedSessionData?: Record<string, unknown>[] };

/** Calls a contract call and reads its answer. */
export async function post(app: Hono, name: CallName, body: unknown, headers: Record<string, string> = {}) {
  const res = await apiCall(app, name, body, headers);
  return { status: res.status, body: (await res.json()) as Answer };
}

/** The test server's sandbox secret (made on its first start and kept in the database). */
export const sandboxSecret = (db: Db) => storedSandboxSecret(db);

/** The provider's handler response for a payment of `providerOrderId`, signed as the sandbox signs it. */
export async function paidResponse(
  db: Db,
  providerOrderId: string,
  paymentId = `pay_${Math.random().toString(36).slice(2, 16)}`,
) {
  return {
    paymentId,
    orderId: providerOrderId,
    signature: signPayment(await sandboxSecret(db), providerOrderId, paymentId),
  };
}

/** A Razorpay-shaped webhook event for a payment of `providerOrderId`. */
export const paymentEvent = (event: string, providerOrderId: string, paymentId: string, amountPaise: number) =>
  JSON.stringify({
    entity: 'event',
    event,
    contains: ['payment'],
    payload: {
      payment: {
        entity: { id: paymentId, order_id: providerOrderId, amount: amountPaise, status: event.split('.')[1] },
      },
    },
    created_at: 1_790_000_000,
  });

/** Delivers a webhook as Razorpay does: raw body, its signature and an event id (no access key). */
export async function deliverWebhook(app: Hono, db: Db, body: string, eventId: string, signature?: string) {
  const res = await app.request('/web-api/razorpay-webhook', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Razorpay-Signature': signature ?? hmacHex(await sandboxSecret(db), body),
      'X-Razorpay-Event-Id': eventId,
    },
    body,
  });
  return { status: res.status, body: (await res.json()) as Answer };
}
