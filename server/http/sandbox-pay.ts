import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { apartFromRequests } from '../db/abandoned';
import type { Db } from '../db/client';
import { giftCardOrders, orders } from '../db/schema';
import { numericPaise } from '../handlers/cart/sellable-line';
import { handlePaymentEvent } from '../handlers/payment-events';
import { sandboxId, type SandboxProvider } from '../payments/sandbox';
import { METHODS, safeColour, sandboxWindowHtml } from '../payments/sandbox-window';
import { FRAMED_BY_SELF_HEADERS } from './security-headers';

const asset = (name: string) => readFileSync(new URL(`../payments/sandbox-pay/${name}`, import.meta.url), 'utf8');
const CHECKOUT_JS = asset('checkout.js');
const WINDOW_JS = asset('window.js');

/** How long after a sandbox payment its webhook-equivalent arrives (Razorpay's come a moment after the payment). */
export const SANDBOX_WEBHOOK_DELAY_MS = 2_000;

export const sandboxMessages = {
  unknown: 'This payment could not be found. Please close this window and try again.',
  paid: 'This order has already been paid.',
  expired: 'This payment has expired. Please close this window and try again.',
  declined: 'Your payment was declined (sandbox: failed on request).',
} as const;

/** The provider order's amount and whether it can still be paid, from the order or gift card purchase holding it. */
async function payable(db: Db, providerOrderId: string) {
  const [order] = await db
    .select({ total: orders.total, payment: orders.payment })
    .from(orders)
    .where(eq(orders.providerOrderId, providerOrderId));
  if (order) return { amountPaise: numericPaise(order.total), state: order.payment };
  const [purchase] = await db
    .select({ amount: giftCardOrders.amount, payment: giftCardOrders.payment })
    .from(giftCardOrders)
    .where(eq(giftCardOrders.providerOrderId, providerOrderId));
  return purchase ? { amountPaise: numericPaise(purchase.amount), state: purchase.payment } : null;
}

const refusal = (found: Awaited<ReturnType<typeof payable>>) =>
  !found
    ? sandboxMessages.unknown
    : found.state === 'paid'
      ? sandboxMessages.paid
      : found.state !== 'awaiting'
        ? sandboxMessages.expired
        : null;

const AuthorizeSchema = z.object({
  order_id: z.string().max(64),
  method: z.enum(METHODS.map(([value]) => value) as [string, ...string[]]),
  outcome: z.enum(['success', 'failure']),
});

const script = (c: Context, body: string) =>
  c.body(body, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' });

export interface SandboxPayOptions {
  /** Delay of the webhook-equivalent; tests set 0. */
  webhookDelayMs?: number;
}

/**
 * The sandbox provider's browser side (ADR 022), served only when the sandbox is the provider:
 * GET /sandbox-pay/checkout.js (window.Razorpay), GET /sandbox-pay/window (the page the overlay frames, which
 * only this site may frame), GET /sandbox-pay/window.js, and POST /sandbox-pay/authorize, which makes a payment
 * id and signs `order_id|payment_id` with the sandbox secret, as Razorpay does. A success is also delivered to
 * the server as a signed payment.captured event, so an order whose browser callback never arrives is paid.
 */
export function serveSandboxPay(
  app: Hono,
  db: Db,
  provider: SandboxProvider,
  publicUrl: string,
  options: SandboxPayOptions = {},
): void {
  const delay = options.webhookDelayMs ?? SANDBOX_WEBHOOK_DELAY_MS;
  app.get('/sandbox-pay/checkout.js', (c) => script(c, CHECKOUT_JS));
  app.get('/sandbox-pay/window.js', (c) => script(c, WINDOW_JS));

  app.get('/sandbox-pay/window', async (c) => {
    const providerOrderId = (c.req.query('order_id') ?? '').slice(0, 64);
    const found = providerOrderId ? await payable(db, providerOrderId) : null;
    const refused = refusal(found);
    const html = sandboxWindowHtml(
      refused || !found
        ? { kind: 'closed', message: refused ?? sandboxMessages.unknown }
        : {
            kind: 'pay',
            providerOrderId,
            amountPaise: found.amountPaise,
            merchant: (c.req.query('name') ?? '').slice(0, 100),
            description: (c.req.query('description') ?? '').slice(0, 200),
            color: safeColour(c.req.query('color')),
            method: c.req.query('method'),
          },
    );
    return c.html(html, 200, { ...FRAMED_BY_SELF_HEADERS, 'Cache-Control': 'no-store' });
  });

  app.post('/sandbox-pay/authorize', bodyLimit({ maxSize: 4 * 1024 }), async (c) => {
    const parsed = AuthorizeSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.json({ error: { code: 'BAD_REQUEST_ERROR', description: 'Bad request' } }, 400);
    const { order_id: providerOrderId, method, outcome } = parsed.data;
    const found = await payable(db, providerOrderId);
    const refused = refusal(found);
    if (refused || !found) return c.json({ error: { code: 'BAD_REQUEST_ERROR', description: refused } }, 409);
    const paymentId = sandboxId('pay');
    if (outcome === 'failure') {
      return c.json({
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: sandboxMessages.declined,
          source: 'customer',
          step: 'payment_authorization',
          reason: 'payment_failed',
          metadata: { order_id: providerOrderId, payment_id: paymentId },
        },
      });
    }
    const event = JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      contains: ['payment'],
      payload: {
        payment: {
          entity: { id: paymentId, order_id: providerOrderId, amount: found.amountPaise, method, status: 'captured' },
        },
      },
      created_at: Math.floor(Date.now() / 1000),
    });
    const signature = provider.signWebhook(event);
    const deliver = () =>
      provider.verifyWebhook(event, signature)
        ? handlePaymentEvent(db, `evt_sandbox_${randomBytes(9).toString('base64url')}`, event, publicUrl)
        : Promise.resolve('unreadable');
    // Off the request: a server stopped before it runs loses only this copy; the browser's confirmation remains.
    // Apart from this request (ADR 068): its caller may be gone by then, and the event is delivered all the same.
    setTimeout(() => void apartFromRequests(deliver).catch(() => undefined), delay).unref();
    return c.json({
      razorpay_payment_id: paymentId,
      razorpay_order_id: providerOrderId,
      razorpay_signature: provider.signPayment(providerOrderId, paymentId),
    });
  });
}
