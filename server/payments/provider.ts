/**
 * The payment provider interface (ARCHITECTURE "Payments go through a provider interface"; ADR 022). Two
 * implementations: Razorpay (razorpay.ts) when its keys are set, else the embedded sandbox (sandbox.ts), which
 * the browser drives through the same `window.Razorpay` API, so the storefront's code path is one.
 */
export interface PaymentProvider {
  readonly name: 'razorpay' | 'sandbox';
  /** The public key the browser passes to `new Razorpay({ key })`. */
  readonly publicKey: string;
  /** Where the browser loads the checkout script from (defines `window.Razorpay`). */
  readonly checkoutScriptUrl: string;
  /** Origins the storefront's pages must allow for the script and its window (security-headers.ts). */
  readonly contentSecurity: ContentSecuritySources;
  /** Creates the provider's order for `amountPaise` (integer paise, INR). */
  createOrder(input: CreateOrderInput): Promise<{ providerOrderId: string }>;
  /**
   * Whether `signature` is the provider's signature of `storedProviderOrderId|paymentId`. The order id must be
   * the one stored in our database for the order being confirmed, never one taken from the callback.
   */
  verifyPaymentSignature(storedProviderOrderId: string, paymentId: string, signature: string): boolean;
  /** Whether a webhook's `X-Razorpay-Signature` header signs its raw body. */
  verifyWebhook(rawBody: string, signatureHeader: string | null | undefined): boolean;
  /**
   * Refunds `amountPaise` of the payment `paymentId`. Asked again with the same `idempotencyKey` (a retry after a
   * timeout), the provider answers the first refund instead of making a second. Throws when it did not refund.
   */
  refund(input: RefundInput): Promise<{ providerRefundId: string }>;
}

export interface RefundInput {
  paymentId: string;
  amountPaise: number;
  /** Stable per refund (ours: one per order), so a retry refunds once. */
  idempotencyKey: string;
  notes: Record<string, string>;
}

export interface CreateOrderInput {
  amountPaise: number;
  /** Our order number (at most 40 characters, Razorpay's limit). */
  receipt: string;
  notes: Record<string, string>;
}

export interface ContentSecuritySources {
  scriptSrc: readonly string[];
  frameSrc: readonly string[];
  connectSrc: readonly string[];
}

/** Payments settings from the environment (README "Environment variables"). */
export interface PaymentSettings {
  /** RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET: both set selects Razorpay. */
  razorpayKeyId?: string | undefined;
  razorpayKeySecret?: string | undefined;
  /** RAZORPAY_WEBHOOK_SECRET: the secret set for the webhook in Razorpay's dashboard. */
  razorpayWebhookSecret?: string | undefined;
  /** RAZORPAY_API_BASE, default https://api.razorpay.com (tests point it at a local fake). */
  razorpayApiBase?: string | undefined;
  /** SANDBOX_PAYMENT_SECRET: the sandbox's signing secret; without it one is made and kept in the database. */
  sandboxSecret?: string | undefined;
}

export function paymentSettingsFromEnv(env: NodeJS.ProcessEnv): PaymentSettings {
  return {
    razorpayKeyId: env.RAZORPAY_KEY_ID || undefined,
    razorpayKeySecret: env.RAZORPAY_KEY_SECRET || undefined,
    razorpayWebhookSecret: env.RAZORPAY_WEBHOOK_SECRET || undefined,
    razorpayApiBase: env.RAZORPAY_API_BASE || undefined,
    sandboxSecret: env.SANDBOX_PAYMENT_SECRET || undefined,
  };
}

/** Payments are online in India's rupees only (shell §9 "Currency INR"). */
export const CURRENCY = 'INR';
