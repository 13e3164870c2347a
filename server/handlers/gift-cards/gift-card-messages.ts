import { formatINR } from '@domain/money';

/** The gift card purchase's own answers (ours: the spec names only the form's messages). */
export const giftCardOrderMessages = {
  signIn: 'Please sign in to buy a gift card.',
  awaitingPayment: 'Please complete the payment to send your gift card.',
  paid: 'Your gift card has been sent to your email.',
  notYours: 'This gift card request was already used.',
  alreadyPaid: 'This gift card has already been paid for.',
  paymentUnavailable: 'We could not start the payment just now. Please try again.',
  paymentNotFound: 'This payment could not be matched to a gift card order.',
  paymentUnverified: 'We could not verify this payment. If money was taken, it will be refunded.',
  notFound: 'Order not found',
} as const;

const DATE = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

export interface IssuedCard {
  number: string;
  code: string;
  amountPaise: number;
  expiresAt: Date;
  paymentId: string;
  buyerName: string;
  buyerEmail: string;
  recipientName: string;
  recipientEmail: string;
}

/** The recipient's mail with the code and the card's terms (shell §2 "Gift card purchase": the terms shown). */
export function recipientMail(card: IssuedCard, publicUrl: string) {
  return {
    toAddress: card.recipientEmail,
    subject: `${card.buyerName} has sent you a Padmakshya gift card`,
    body:
      `Dear ${card.recipientName},\n\n${card.buyerName} has sent you a Padmakshya gift card of ` +
      `${formatINR(card.amountPaise / 100)}.\n\nYour gift card code: ${card.code}\n` +
      `Valid until: ${DATE.format(card.expiresAt)}\n\n` +
      `Enter the code at checkout on ${publicUrl}. The card is redeemable only on our site and only in full, ` +
      `once, and it is non-refundable.\n`,
  };
}

/** The buyer's receipt. */
export function buyerMail(card: IssuedCard, publicUrl: string) {
  return {
    toAddress: card.buyerEmail,
    subject: `Your Padmakshya gift card order ${card.number}`,
    body:
      `Dear ${card.buyerName},\n\nThank you for your gift card of ${formatINR(card.amountPaise / 100)} for ` +
      `${card.recipientName}. We have e-mailed the code ${card.code} to ${card.recipientEmail}; ` +
      `it is valid until ${DATE.format(card.expiresAt)}.\n\nTransaction id: ${card.paymentId}\n` +
      `See your order: ${publicUrl}/giftcardthankyou/${encodeURIComponent(card.number)}\n`,
  };
}
