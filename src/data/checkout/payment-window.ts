/**
 * The payment provider's browser API (Razorpay's checkout.js; the sandbox's script has the same), loaded on
 * demand from where the temporary order says (shell §7 "loaded from the provider on demand").
 */
export interface ProviderSuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

export interface ProviderError {
  code?: string;
  description?: string;
  source?: string;
  step?: string;
  reason?: string;
  metadata?: { order_id?: string; payment_id?: string };
}

export interface ProviderOptions {
  key: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  order_id: string;
  /** `method`: Razorpay's upi, card, wallet or netbanking, opened first. */
  prefill: { name: string; email: string; contact: string; method?: string };
  theme: { color: string };
  handler: (response: ProviderSuccess) => void;
  modal: { ondismiss: () => void };
}

interface ProviderInstance {
  open(): void;
  on(event: 'payment.failed', callback: (response: { error: ProviderError }) => void): void;
}

type ProviderConstructor = new (options: ProviderOptions) => ProviderInstance;

/** spec: shell §8 — the provider wrapper's error when opened before it is ready (text as found in the product). */
export const NOT_READY = 'Razorpay Instance in not ready';

const loading = new Map<string, Promise<void>>();

/** Loads the provider's script once per URL; a failed load may be tried again. */
export function loadProviderScript(url: string): Promise<void> {
  const known = loading.get(url);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading.delete(url);
      script.remove();
      reject(new Error(NOT_READY));
    };
    document.head.append(script);
  });
  loading.set(url, promise);
  return promise;
}

/** A new provider window; throws NOT_READY when the script has not defined it. */
export function providerWindow(options: ProviderOptions): ProviderInstance {
  const Provider = (window as unknown as { Razorpay?: ProviderConstructor }).Razorpay;
  if (typeof Provider !== 'function') throw new Error(NOT_READY);
  return new Provider(options);
}
