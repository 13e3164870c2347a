import { describe, expect, it } from 'vitest';
import { checkoutDetour } from './use-checkout-guard';

describe('checkoutDetour (shell §2 redirects)', () => {
  it('sends a guest without a bag home from the address step', () => {
    expect(checkoutDetour('address', { signedIn: false, bagCount: 0, guestAddress: false })).toBe('/');
  });

  it('sends a guest with neither an address nor a bag home from the payment step', () => {
    expect(checkoutDetour('payment', { signedIn: false, bagCount: 0, guestAddress: false })).toBe('/');
  });

  it('sends a guest with a bag but no address from the payment step to the address step', () => {
    expect(checkoutDetour('payment', { signedIn: false, bagCount: 2, guestAddress: false })).toBe('/address');
  });

  it('keeps a guest with a bag on either step once the address is in', () => {
    expect(checkoutDetour('address', { signedIn: false, bagCount: 1, guestAddress: false })).toBeNull();
    expect(checkoutDetour('payment', { signedIn: false, bagCount: 1, guestAddress: true })).toBeNull();
  });

  it('sends a customer with an empty bag to the bag, and keeps one with a bag', () => {
    expect(checkoutDetour('payment', { signedIn: true, bagCount: 0, guestAddress: false })).toBe('/cart');
    expect(checkoutDetour('address', { signedIn: true, bagCount: 3, guestAddress: false })).toBeNull();
  });
});
