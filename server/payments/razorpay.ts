import { CURRENCY, type PaymentProvider } from './provider';
import { hmacHex, paymentMessage, signatureMatches } from './signature';

export interface RazorpayOptions {
  keyId: string;
  keySecret: string;
  /** Without it every webhook is refused: nothing can prove where it came from. */
  webhookSecret?: string | undefined;
  /** Default https://api.razorpay.com. */
  apiBase?: string | undefined;
  /** How long the order call may take. */
  timeoutMs?: number;
}

export const RAZORPAY_API_BASE = 'https://api.razorpay.com';
/** Razorpay requires the script from its own origin (PCI): it is never bundled or served by us. */
export const RAZORPAY_CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

/** An order or a refund as Razorpay answers (the fields read). */
interface RazorpayOrder {
  id?: unknown;
  amount?: unknown;
  status?: unknown;
  error?: { description?: unknown };
}

/**
 * Razorpay (issue 10 §4): the server creates the order (POST /v1/orders, basic auth key:secret, amount in
 * paise); the browser loads Razorpay's checkout.js; the payment's signature is HMAC-SHA256 of
 * `order_id|payment_id` under the key secret, the webhook's HMAC-SHA256 of the raw body under the webhook secret.
 */
export function razorpayProvider(options: RazorpayOptions): PaymentProvider {
  const given = options.apiBase ?? RAZORPAY_API_BASE;
  const base = given.endsWith('/') ? given.slice(0, -1) : given;
  const auth = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;
  return {
    name: 'razorpay',
    publicKey: options.keyId,
    checkoutScriptUrl: RAZORPAY_CHECKOUT_SCRIPT,
    contentSecurity: {
      scriptSrc: ['https://checkout.razorpay.com'],
      frameSrc: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
      connectSrc: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
    },
    async createOrder({ amountPaise, receipt, notes }) {
      if (!Number.isInteger(amountPaise) || amountPaise <= 0) throw new Error(`Not an amount in paise: ${amountPaise}`);
      const res = await fetch(`${base}/v1/orders`, {
        method: 'POST',
        headers: { Authorization: auth, 'Content-Type': 'application/json' },
        body: JSON.stringify({ amount: amountPaise, currency: CURRENCY, receipt: receipt.slice(0, 40), notes }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
      const order = (await res.json().catch(() => ({}))) as RazorpayOrder;
      if (!res.ok || typeof order.id !== 'string' || !order.id.startsWith('order_')) {
        const reason = typeof order.error?.description === 'string' ? order.error.description : `HTTP ${res.status}`;
        throw new Error(`Razorpay did not create the order: ${reason}`);
      }
      // The amount is what the shopper will be asked for: one that is not ours is not used.
      if (order.amount !== amountPaise) throw new Error(`Razorpay created the order for ${String(order.amount)} paise`);
      return { providerOrderId: order.id };
    },
    // Razorpay's idempotent refund: the same X-Refund-Idempotency key with the same body answers the first refund.
    async refund({ paymentId, amountPaise, idempotencyKey, notes }) {
      if (!Number.isInteger(amountPaise) || amountPaise <= 0) throw new Error(`Not an amount in paise: ${amountPaise}`);
      const res = await fetch(`${base}/v1/payments/${encodeURIComponent(paymentId)}/refund`, {
        method: 'POST',
        headers: { Authorization: auth, 'Content-Type': 'application/json', 'X-Refund-Idempotency': idempotencyKey },
        body: JSON.stringify({ amount: amountPaise, speed: 'normal', notes }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
      const refund = (await res.json().catch(() => ({}))) as RazorpayOrder;
      if (!res.ok || typeof refund.id !== 'string' || !refund.id.startsWith('rfnd_')) {
        const reason = typeof refund.error?.description === 'string' ? refund.error.description : `HTTP ${res.status}`;
        throw new Error(`Razorpay did not refund ${paymentId}: ${reason}`);
      }
      return { providerRefundId: refund.id };
    },
    verifyPaymentSignature: (storedProviderOrderId, paymentId, signature) =>
      signatureMatches(options.keySecret, paymentMessage(storedProviderOrderId, paymentId), signature),
    verifyWebhook: (rawBody, header) =>
      !!options.webhookSecret && signatureMatches(options.webhookSecret, rawBody, header),
  };
}

/** Signs like Razorpay does (tests and the sandbox). */
export const signPayment = (secret: string, providerOrderId: string, paymentId: string) =>
  hmacHex(secret, paymentMessage(providerOrderId, paymentId));
