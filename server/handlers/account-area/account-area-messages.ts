import { formatINR } from '@domain/money';
import { messages } from '@domain/messages';

/**
 * The account area's answers (issue 11 §2–§4). The spec shows only that the cancel's `data.notification` and a
 * failed address delete or password change reach the shopper (catalogue §8); the words are ours.
 */
export const accountAreaMessages = {
  sessionExpired: messages.sessionExpired,
  // One answer for an unknown number and for someone else's order: nothing tells them apart.
  orderNotFound: 'Order not found',
  orderCancelled: 'Your order has been cancelled.',
  notCancellable: 'This order can no longer be cancelled.',
  addressNotFound: 'Address not found',
  addressRemoved: 'Your address has been removed.',
  passwordChanged: 'Your password has been changed.',
} as const;

/** The cancellation mail (issue 11 §4): what was cancelled, and for a paid order that the money goes back. */
export function cancellationMail(
  to: string,
  name: string,
  number: string,
  refundPaise: number | null,
  publicUrl: string,
) {
  return {
    toAddress: to,
    subject: `Your Padmakshya order ${number} has been cancelled`,
    body:
      `Dear ${name},\n\nYour order ${number} has been cancelled as you asked.` +
      (refundPaise !== null
        ? ` The ${formatINR(refundPaise / 100)} you paid will be refunded to your original payment method.`
        : '') +
      `\n\nSee your order: ${publicUrl}/order-detail/${encodeURIComponent(number)}\n`,
  };
}
