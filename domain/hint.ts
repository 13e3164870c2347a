/** Who a hint is from and to, and what it is about (catalogue §3 "Hint"). */
export interface HintText {
  recipientName: string;
  senderName: string;
  senderEmail: string;
  productName: string;
}

/** The hint e-mail's subject, as the recipient's inbox shows it. */
export const hintSubject = (h: Pick<HintText, 'senderName'>): string => `${h.senderName} has dropped you a hint`;

/**
 * The words of the hint (catalogue §2 "Drop a Hint"): what PREVIEW shows in the modal and what the e-mail
 * says, from one function so the preview is exactly what is sent. The e-mail adds the product's link.
 */
export const hintMessage = (h: HintText): string =>
  `Dear ${h.recipientName || '…'},\n\n${h.senderName || '…'}${h.senderEmail ? ` (${h.senderEmail})` : ''} has their ` +
  `eye on ${h.productName} from Padmakshya and thought you should know.`;
