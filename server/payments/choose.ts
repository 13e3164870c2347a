import type { Db } from '../db/client';
import type { PaymentProvider, PaymentSettings } from './provider';
import { razorpayProvider } from './razorpay';
import { sandboxProvider, storedSandboxSecret } from './sandbox';

/** Razorpay when both its keys are set, else the sandbox (ADR 022). Half a Razorpay configuration stops start-up. */
export async function choosePaymentProvider(settings: PaymentSettings, db: Db): Promise<PaymentProvider> {
  const { razorpayKeyId: keyId, razorpayKeySecret: keySecret } = settings;
  if (keyId && keySecret) {
    return razorpayProvider({
      keyId,
      keySecret,
      webhookSecret: settings.razorpayWebhookSecret,
      apiBase: settings.razorpayApiBase,
    });
  }
  if (keyId || keySecret) throw new Error('RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set together');
  return sandboxProvider(settings.sandboxSecret ?? (await storedSandboxSecret(db)));
}
