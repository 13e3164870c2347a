import { desc, eq, ilike } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { Db } from '../db/client';
import { emailDeliveries, emailOutbox } from '../db/schema';
import { escapeLike } from '../lib/like';
import { wireJson } from './json';

/**
 * GET /dev/mailbox[?to=address]: the latest outbox messages as JSON, so a developer (or a browser
 * journey) can follow an unsubscribe link without an SMTP server (ARCHITECTURE: "a dev mailbox page
 * shows it"). Off unless asked for (DEV_MAILBOX=1, npm run dev): it lists addresses, unsubscribe ids and
 * the verification and password-reset links that open accounts (ADR 025).
 * Every message stays listed once sent; `status` is its delivery (ADR 023): 'queued' (also every message
 * when SMTP_URL is unset), 'sending', 'sent', 'failed' or 'unknown'.
 */
export function serveDevMailbox(app: Hono, db: Db): void {
  app.get('/dev/mailbox', async (c) => {
    const to = c.req.query('to');
    const rows = await db
      .select({ message: emailOutbox, delivery: emailDeliveries })
      .from(emailOutbox)
      .leftJoin(emailDeliveries, eq(emailDeliveries.outboxId, emailOutbox.id))
      .where(to ? ilike(emailOutbox.toAddress, escapeLike(to)) : undefined)
      .orderBy(desc(emailOutbox.id))
      .limit(50);
    const messages = rows.map(({ message: r, delivery: d }) => ({
      id: r.id,
      to: r.toAddress,
      subject: r.subject,
      body: r.body,
      created_at: r.createdAt.toISOString(),
      status: d?.status ?? (r.sentAt ? 'sent' : 'queued'),
      sent_at: r.sentAt?.toISOString() ?? null,
      attempts: d?.attempts ?? 0,
      message_id: d?.messageId ?? null,
      last_error: d?.lastError ?? null,
    }));
    return wireJson(c, { messages });
  });
}
