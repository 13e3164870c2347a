import { describe, expect, it } from 'vitest';
import { giftCardPurchaseMessages, isGiftCardAmount } from './gift-card';

describe('gift card values (shell §9: 11000, 21000 or 51000 rupees)', () => {
  it('sells only the three values', () => {
    expect([11000, 21000, 51000].map(isGiftCardAmount)).toEqual([true, true, true]);
    expect([0, 1100, 11000.5, 50000, -11000].some(isGiftCardAmount)).toBe(false);
  });

  it("keeps the spec's recipient messages, spelling included", () => {
    expect(giftCardPurchaseMessages).toMatchObject({
      recipientName: 'Please enter the Reciepient Name',
      recipientEmail: 'Please enter the Reciepient Email',
      invalidEmail: 'Invalid Email Format',
      recipientMobile: 'Please enter the Reciepient Mobile',
    });
  });
});
