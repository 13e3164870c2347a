import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// Newsletter sign-ups and outgoing e-mail: the outbox and the SMTP sender's deliveries. Re-exported by ../schema.ts,
// which drizzle-kit and the server import.

/** Newsletter sign-ups; one row per e-mail, case-insensitively (spec: shell §5, §7). */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    /** Opaque random token carried by the unsubscribe link (/unsubscribe?id=…). */
    unsubscribeId: text('unsubscribe_id').notNull().unique(),
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull().defaultNow(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('newsletter_email_ci').on(sql`lower(${t.email})`)],
);

/** Outgoing e-mail (ARCHITECTURE: "E-mail goes through an outbox table"); the dev mailbox reads it. */
export const emailOutbox = pgTable('email_outbox', {
  id: serial('id').primaryKey(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});

// ── Mail delivery (server/mail/, ADR 023). Appended by the mail work; keep this block at the end. ──────────

/** Delivery states of an outbox message (server/mail/delivery-store.ts says what moves a row between them). */
export const MAIL_DELIVERY_STATES = ['queued', 'sending', 'sent', 'failed', 'unknown'] as const;

/**
 * The SMTP sender's bookkeeping, one row per outbox message it has picked up. A row is claimed with a lease
 * before a send, so two senders never send it at once; a `sending` row whose lease ran out is a send cut off
 * midway (the server may have taken it) and becomes `unknown`, never sent again: at most once per message.
 */
export const emailDeliveries = pgTable(
  'email_deliveries',
  {
    outboxId: integer('outbox_id')
      .primaryKey()
      .references(() => emailOutbox.id, { onDelete: 'cascade' }),
    status: text('status', { enum: MAIL_DELIVERY_STATES }).notNull(),
    /** Sends started, the one in progress included. */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Whoever holds the row: the sender's random token and until when. */
    claimToken: text('claim_token'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** The Message-ID header, fixed before the first send so a server's log can be searched for it. */
    messageId: text('message_id'),
    /** The server's answer to an accepted message (usually names its queue id). */
    smtpResponse: text('smtp_response'),
    lastError: text('last_error'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('email_deliveries_due').on(t.status, t.nextAttemptAt),
    check('email_deliveries_status', sql`${t.status} in ('queued', 'sending', 'sent', 'failed', 'unknown')`),
  ],
);
