import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOT_READY, providerWindow, type ProviderOptions } from './payment-window';

const options = {
  key: 'rzp_test',
  amount: 100,
  currency: 'INR',
  name: 'Padmakshya',
  description: 'Order',
  order_id: 'order_1',
  prefill: { name: '', email: '', contact: '' },
  theme: { color: '#7a1f2b' },
  handler: () => undefined,
  modal: { ondismiss: () => undefined },
} satisfies ProviderOptions;

describe('providerWindow (shell §8)', () => {
  afterEach(() => {
    delete (window as { Razorpay?: unknown }).Razorpay;
  });

  it("throws the product's own words when the provider's script has not defined it yet", () => {
    expect(NOT_READY).toBe('Razorpay Instance in not ready');
    expect(() => providerWindow(options)).toThrow(NOT_READY);
  });

  it('opens the provider with the options once its script is in', () => {
    const made = vi.fn();
    (window as { Razorpay?: unknown }).Razorpay = class {
      constructor(given: ProviderOptions) {
        made(given);
      }
      open() {}
      on() {}
    };
    providerWindow(options);
    expect(made).toHaveBeenCalledWith(options);
  });
});
