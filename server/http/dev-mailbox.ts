import { desc, ilike } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { Db } from '../db/client';
import { emailOutbox } from '../db/schema';
import { escapeLike } from '../lib/like';
import { wireJson } from './json';

/**
 * GET /dev/mailbox[?to=address]: the latest outbox messages as JSON, so a developer (or a browser
 * journey) can follow an unsubscribe link without an SMTP server (ARCHITECTURE: "a dev mailbox page
 * shows it"). Off unless asked for (DEV_MAILBOX=1, npm run dev): it lists addresses and unsubscribe ids.
 */
export function serveDevMailbox(app: Hono, db: Db): void {
  app.get('/dev/mailbox', async (c) => {
    const to = c.req.query('to');
    const rows = await db
      .select()
      .from(emailOutbox)
      .where(to ? ilike(emailOutbox.toAddress, escapeLike(to)) : undefined)
      .orderBy(desc(emailOutbox.id))
      .limit(50);
    const messages = rows.map((r) => ({
      id: r.id,
      to: r.toAddress,
      subject: r.subject,
      body: r.body,
      created_at: r.createdAt.toISOString(),
    }));
    return wireJson(c, { messages });
  });
}
