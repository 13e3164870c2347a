import { eq } from 'drizzle-orm';
import { hintMessage, hintSubject } from '@domain/hint';
import { emailOutbox, products } from '../db/schema';
import { accountMessages } from './account-messages';
import type { Handler } from './types';

/** The hint e-mail (catalogue §2 "Drop a Hint"): the words the modal's preview showed, and a link to the product. */
export function hintMail(
  hint: { recipientName: string; recipientEmail: string; senderName: string; senderEmail: string },
  product: { name: string; slug: string },
  publicUrl: string,
) {
  const link = `${publicUrl}/product/${encodeURIComponent(product.slug)}`;
  return {
    toAddress: hint.recipientEmail,
    subject: hintSubject(hint),
    body: `${hintMessage({ ...hint, productName: product.name })}\n\nSee it here: ${link}\n`,
  };
}

/**
 * POST /recipentprocess (catalogue §7): writes the hint e-mail to the outbox, which sends it (ARCHITECTURE:
 * e-mail through an outbox). Guests may send hints too. An unknown product is refused and nothing is written.
 */
export const recipentprocess: Handler<'recipentprocess'> = async (body, { db, publicUrl }) => {
  const [product] = await db
    .select({ name: products.name, slug: products.slug })
    .from(products)
    .where(eq(products.id, body.recipents_product_id));
  if (!product) return { status: 'error', message: accountMessages.productGone };
  const hint = {
    recipientName: body.recipents_name,
    recipientEmail: body.recipents_email,
    senderName: body.recipents_user_name,
    senderEmail: body.recipents_user_email,
  };
  await db.insert(emailOutbox).values(hintMail(hint, product, publicUrl));
  return { status: 'success', message: accountMessages.hintSent };
};
