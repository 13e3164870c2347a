/**
 * Buying a gift card (spec: shell §2 "Gift card purchase", §5 "Gift card", §9), shared by the /gifting form and
 * the server's check of the same body. The recipient messages are the spec's, spelling included.
 */
import { GIFT_CARD_AMOUNTS } from './checkout';
import { formatINR } from './money';

export const giftCardPurchaseMessages = {
  recipientName: 'Please enter the Reciepient Name',
  recipientEmail: 'Please enter the Reciepient Email',
  invalidEmail: 'Invalid Email Format',
  recipientMobile: 'Please enter the Reciepient Mobile',
  // Ours: the spec offers only the three values, so another is a malformed request.
  amount: `Please choose a gift card of ${GIFT_CARD_AMOUNTS.slice(0, -1)
    .map((a) => formatINR(a))
    .join(', ')} or ${formatINR(GIFT_CARD_AMOUNTS[GIFT_CARD_AMOUNTS.length - 1] ?? 0)}`,
} as const;

/** Whether `rupees` is one of the gift card values on sale. */
export const isGiftCardAmount = (rupees: number): boolean => (GIFT_CARD_AMOUNTS as readonly number[]).includes(rupees);

/** The longest recipient name and mobile a purchase may carry (ours). */
export const RECIPIENT_NAME_MAX = 100;
export const RECIPIENT_MOBILE_MAX = 20;
