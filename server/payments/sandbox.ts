import { randomBytes, randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { serverSecrets } from '../db/schema';
import type { PaymentProvider } from './provider';
import { hmacHex, paymentMessage, signatureMatches } from './signature';

/** Served by this server (server/http/sandbox-pay.ts): same origin as the storefront, so 'self' covers it. */
export const SANDBOX_SCRIPT_URL = '/sandbox-pay/checkout.js';
export const SANDBOX_PUBLIC_KEY = 'rzp_sandbox_padmakshya';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** An id shaped like Razorpay's (`order_` or `pay_` and 14 letters and digits). */
export const sandboxId = (prefix: 'order' | 'pay' | 'rfnd') =>
  `${prefix}_${Array.from({ length: 14 }, () => BASE62[randomInt(62)]).join('')}`;

export interface SandboxProvider extends PaymentProvider {
  readonly name: 'sandbox';
  /** The payment signature the sandbox window hands the browser, as Razorpay's checkout does. */
  signPayment(providerOrderId: string, paymentId: string): string;
  /** The X-Razorpay-Signature of a webhook-equivalent event body. */
  signWebhook(rawBody: string): string;
  /** The refunds it has made, by idempotency key (tests and the dev mailbox's curious developer). */
  readonly refunds: ReadonlyMap<string, SandboxRefund>;
}

export interface SandboxRefund {
  id: string;
  paymentId: string;
  amountPaise: number;
}

/**
 * The embedded default provider (ADR 022): orders are made here, the browser loads our checkout script with
 * Razorpay's API, and the sandbox window signs a payment with `secret` exactly as Razorpay signs with the key
 * secret, so the server verifies both the same way.
 */
export function sandboxProvider(secret: string): SandboxProvider {
  if (secret.length < 16) throw new Error('The sandbox payment secret must be at least 16 characters');
  // Kept like Razorpay keeps them: one refund per idempotency key; asking again answers the first.
  const refunds = new Map<string, SandboxRefund>();
  return {
    name: 'sandbox',
    publicKey: SANDBOX_PUBLIC_KEY,
    checkoutScriptUrl: SANDBOX_SCRIPT_URL,
    contentSecurity: { scriptSrc: [], frameSrc: [], connectSrc: [] },
    createOrder: ({ amountPaise }) => {
      if (!Number.isInteger(amountPaise) || amountPaise <= 0) throw new Error(`Not an amount in paise: ${amountPaise}`);
      return Promise.resolve({ providerOrderId: sandboxId('order') });
    },
    verifyPaymentSignature: (storedProviderOrderId, paymentId, signature) =>
      signatureMatches(secret, paymentMessage(storedProviderOrderId, paymentId), signature),
    verifyWebhook: (rawBody, header) => signatureMatches(secret, rawBody, header),
    signPayment: (providerOrderId, paymentId) => hmacHex(secret, paymentMessage(providerOrderId, paymentId)),
    signWebhook: (rawBody) => hmacHex(secret, rawBody),
    refunds,
    refund: ({ paymentId, amountPaise, idempotencyKey }) => {
      if (!Number.isInteger(amountPaise) || amountPaise <= 0) throw new Error(`Not an amount in paise: ${amountPaise}`);
      const made = refunds.get(idempotencyKey) ?? { id: sandboxId('rfnd'), paymentId, amountPaise };
      refunds.set(idempotencyKey, made);
      return Promise.resolve({ providerRefundId: made.id });
    },
  };
}

export const isSandbox = (provider: PaymentProvider): provider is SandboxProvider => provider.name === 'sandbox';

const SECRET_NAME = 'sandbox-payment-secret';

/**
 * The sandbox's secret when none is configured: made once and kept in the database, so a payment signed before
 * a restart still verifies after it, and replicas agree.
 */
export async function storedSandboxSecret(db: Db): Promise<string> {
  await db
    .insert(serverSecrets)
    .values({ name: SECRET_NAME, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, SECRET_NAME));
  if (!row) throw new Error('The sandbox payment secret could not be stored');
  return row.value;
}
