import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { razorpayProvider, signPayment } from './razorpay';
import { sandboxProvider } from './sandbox';
import { signatureMatches } from './signature';

const SECRET = 'rzp-test-secret-0123456789';
// Razorpay's rule, written out independently of the code under test.
const expected = (orderId: string, paymentId: string) =>
  createHmac('sha256', SECRET).update(`${orderId}|${paymentId}`).digest('hex');

describe('the payment signature (HMAC-SHA256 of order_id|payment_id)', () => {
  const providers = [razorpayProvider({ keyId: 'rzp_test_key', keySecret: SECRET }), sandboxProvider(SECRET)];

  it.each(providers.map((p) => [p.name, p] as const))('%s accepts the right signature', (_name, provider) => {
    const signature = expected('order_Abc123', 'pay_Xyz789');
    expect(signPayment(SECRET, 'order_Abc123', 'pay_Xyz789')).toBe(signature);
    expect(provider.verifyPaymentSignature('order_Abc123', 'pay_Xyz789', signature)).toBe(true);
  });

  it.each(providers.map((p) => [p.name, p] as const))(
    '%s refuses a wrong, short or foreign signature',
    (_n, provider) => {
      const right = expected('order_Abc123', 'pay_Xyz789');
      const flipped = `${right.slice(0, -1)}${right.endsWith('0') ? '1' : '0'}`;
      expect(provider.verifyPaymentSignature('order_Abc123', 'pay_Xyz789', flipped)).toBe(false);
      expect(provider.verifyPaymentSignature('order_Abc123', 'pay_Xyz789', right.slice(0, 32))).toBe(false);
      expect(provider.verifyPaymentSignature('order_Abc123', 'pay_Xyz789', '')).toBe(false);
      expect(provider.verifyPaymentSignature('order_Abc123', 'pay_Xyz789', `${right}00`)).toBe(false);
      expect(provider.verifyPaymentSignature('order_Abc123', 'pay_Xyz789', right.toUpperCase())).toBe(false);
      // Signed for another order (the callback's order id is never the one checked): refused for this one.
      expect(
        provider.verifyPaymentSignature('order_Abc123', 'pay_Xyz789', expected('order_Other1', 'pay_Xyz789')),
      ).toBe(false);
      // Signed under another secret.
      const foreign = createHmac('sha256', 'another-secret').update('order_Abc123|pay_Xyz789').digest('hex');
      expect(provider.verifyPaymentSignature('order_Abc123', 'pay_Xyz789', foreign)).toBe(false);
    },
  );

  it('refuses everything when the secret is empty', () => {
    expect(signatureMatches('', 'a|b', createHmac('sha256', '').update('a|b').digest('hex'))).toBe(false);
  });
});

describe('the webhook signature (HMAC-SHA256 of the raw body)', () => {
  const body = '{"event":"payment.captured","payload":{}}';
  const sign = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

  it('is checked with the webhook secret, never the key secret', () => {
    const provider = razorpayProvider({ keyId: 'k', keySecret: SECRET, webhookSecret: 'whsec-0123456789' });
    expect(provider.verifyWebhook(body, sign('whsec-0123456789', body))).toBe(true);
    expect(provider.verifyWebhook(body, sign(SECRET, body))).toBe(false);
    expect(provider.verifyWebhook(`${body} `, sign('whsec-0123456789', body))).toBe(false);
    expect(provider.verifyWebhook(body, undefined)).toBe(false);
  });

  it('refuses every webhook when Razorpay has no webhook secret', () => {
    const provider = razorpayProvider({ keyId: 'k', keySecret: SECRET });
    expect(provider.verifyWebhook(body, sign('', body))).toBe(false);
  });
});
