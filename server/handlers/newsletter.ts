import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { emailOutbox, newsletterSubscriptions as subs } from '../db/schema';
import { isUniqueViolation } from '../db/errors';
import { serverMessages } from '../messages';
import type { Handler } from './types';

/** Unguessable: the id alone unsubscribes, without a session (spec: catalogue §7 "id (no token)"). */
const newUnsubscribeId = () => randomBytes(24).toString('base64url');

function welcomeMail(to: string, unsubscribeId: string, publicUrl: string) {
  const link = `${publicUrl}/unsubscribe?id=${encodeURIComponent(unsubscribeId)}`;
  return {
    toAddress: to,
    subject: 'Welcome to the Padmakshya circle',
    body: `Thank you for subscribing to our newsletter.\n\nTo unsubscribe at any time, open ${link}\n`,
  };
}

/**
 * `subscription-process {newsletter_email}` (spec: shell §7). One row per address, compared without
 * case; an address that unsubscribed earlier subscribes again with a fresh unsubscribe id.
 */
export const subscriptionProcess: Handler<'subscription-process'> = async ({ newsletter_email }, ctx) => {
  const email = newsletter_email.trim();
  const duplicate = { status: 'error', message: serverMessages.alreadySubscribed };
  try {
    const outcome = await ctx.db.transaction(async (tx) => {
      const [existing] = await tx
        .select()
        .from(subs)
        .where(sql`lower(${subs.email}) = lower(${email})`)
        .for('update');
      if (existing && !existing.unsubscribedAt) return 'duplicate' as const;
      const unsubscribeId = newUnsubscribeId();
      if (existing) {
        await tx
          .update(subs)
          .set({ email, unsubscribeId, subscribedAt: new Date(), unsubscribedAt: null })
          .where(eq(subs.id, existing.id));
      } else {
        await tx.insert(subs).values({ email, unsubscribeId });
      }
      await tx.insert(emailOutbox).values(welcomeMail(email, unsubscribeId, ctx.publicUrl));
      return 'subscribed' as const;
    });
    return outcome === 'duplicate' ? duplicate : { status: 'success', message: serverMessages.subscribed };
  } catch (error) {
    // Two sign-ups of one address at the same moment: the unique index decides, the loser is a duplicate.
    if (isUniqueViolation(error)) return duplicate;
    throw error;
  }
};

/** `unsubscribe {id}`: works once; a repeat or an unknown id says so (spec: catalogue §8). */
export const unsubscribe: Handler<'unsubscribe'> = async ({ id }, { db }) => {
  const [done] = await db
    .update(subs)
    .set({ unsubscribedAt: new Date() })
    .where(and(eq(subs.unsubscribeId, id), isNull(subs.unsubscribedAt)))
    .returning({ id: subs.id });
  if (done) return { status: 'success', message: serverMessages.unsubscribed };
  const [known] = await db.select({ id: subs.id }).from(subs).where(eq(subs.unsubscribeId, id));
  return {
    status: 'error',
    message: known ? serverMessages.alreadyUnsubscribed : serverMessages.invalidUnsubscribeLink,
  };
};
