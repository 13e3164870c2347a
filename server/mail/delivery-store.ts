import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { emailDeliveries, emailOutbox } from '../db/schema';

/**
 * The sender's moves on `email_deliveries` (ADR 023). Every move is one conditional statement, so two
 * senders (two replicas, or two in one process) can never both hold a row:
 *   (no row) → queued        enqueue: an outbox message nobody has picked up yet
 *   queued   → sending       claim: due, not held; takes a lease and counts the attempt
 *   sending  → sent          the server accepted it (outbox sent_at set in the same transaction)
 *   sending  → queued        a failure the server certainly did not accept, attempts left: later, with backoff
 *   sending  → failed        a permanent refusal, or no attempts left: given up, kept for people to see
 *   sending  → unknown       cut off midway (a crash, a lost answer): the server may have it, so never again
 * Times are the database's, so replicas with skewed clocks agree on what is due.
 */

export interface ClaimedMessage {
  outboxId: number;
  toAddress: string;
  subject: string;
  body: string;
  messageId: string;
  attempts: number;
}

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;
const ms = (value: number) => sql`(${Math.max(0, Math.round(value))} * interval '1 millisecond')`;

/** Outbox messages nobody has picked up become `queued` (what is queued is what the sender looks at). */
export async function enqueueNew(db: Db): Promise<void> {
  await db.execute(sql`
    insert into ${emailDeliveries} (outbox_id, status)
    select o.id, 'queued' from ${emailOutbox} o
    where o.sent_at is null and not exists (select 1 from ${emailDeliveries} d where d.outbox_id = o.id)
    on conflict (outbox_id) do nothing`);
}

/** `sending` rows whose lease ran out: a sender died (or hung) mid-send. Returns how many were marked. */
export async function markInterrupted(db: Db): Promise<number> {
  const result = await db.execute(sql`
    update ${emailDeliveries}
    set status = 'unknown', claim_token = null, lease_until = null, updated_at = now(),
        last_error = 'interrupted mid-send: the server may have accepted it, so it is not sent again'
    where status = 'sending' and lease_until < now()
    returning outbox_id`);
  return rowsOf(result).length;
}

/**
 * Takes the next due message for `token`, or null when nothing is due. SKIP LOCKED lets another sender take
 * the next row instead of waiting; the status test in the outer WHERE is re-checked on the row as committed.
 * The Message-ID is fixed on the first claim and kept for retries (the same message, RFC 5322 §3.6.4).
 */
export async function claimNext(
  db: Db,
  { token, leaseMs, messageIdDomain }: { token: string; leaseMs: number; messageIdDomain: string },
): Promise<ClaimedMessage | null> {
  const result = await db.execute(sql`
    update ${emailDeliveries} d
    set status = 'sending', claim_token = ${token}, lease_until = now() + ${ms(leaseMs)},
        attempts = d.attempts + 1, updated_at = now(),
        message_id = coalesce(d.message_id,
          '<outbox-' || d.outbox_id || '.' || ${token.slice(0, 12)} || '@' || ${messageIdDomain} || '>')
    from ${emailOutbox} o
    where o.id = d.outbox_id and d.status = 'queued'
      and d.outbox_id = (
        select outbox_id from ${emailDeliveries}
        where status = 'queued' and next_attempt_at <= now()
        order by next_attempt_at, outbox_id
        limit 1
        for update skip locked)
    returning d.outbox_id, d.message_id, d.attempts, o.to_address, o.subject, o.body`);
  const row = rowsOf(result)[0];
  if (!row) return null;
  return {
    outboxId: Number(row.outbox_id),
    toAddress: String(row.to_address),
    subject: String(row.subject),
    body: String(row.body),
    messageId: String(row.message_id),
    attempts: Number(row.attempts),
  };
}

/** The server accepted the message: recorded with its answer, and the outbox row marked sent. */
export async function recordSent(db: Db, outboxId: number, token: string, smtpResponse: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(emailDeliveries)
      .set({
        status: 'sent',
        smtpResponse,
        lastError: null,
        claimToken: null,
        leaseUntil: null,
        updatedAt: sql`now()`,
      })
      // Not on status: a send that outlived its lease was marked unknown, yet it did go through.
      .where(and(eq(emailDeliveries.outboxId, outboxId), eq(emailDeliveries.claimToken, token)));
    await tx
      .update(emailOutbox)
      .set({ sentAt: sql`now()` })
      .where(eq(emailOutbox.id, outboxId));
  });
}

export type FailureOutcome = { status: 'queued'; retryInMs: number } | { status: 'failed' | 'unknown' };

/** A send that failed: queued again after `retryInMs`, given up (`failed`) or left `unknown`. */
export async function recordFailure(
  db: Db,
  outboxId: number,
  token: string,
  outcome: FailureOutcome,
  error: string,
): Promise<void> {
  await db
    .update(emailDeliveries)
    .set({
      status: outcome.status,
      lastError: error.slice(0, 1000),
      claimToken: null,
      leaseUntil: null,
      updatedAt: sql`now()`,
      ...(outcome.status === 'queued' ? { nextAttemptAt: sql`now() + ${ms(outcome.retryInMs)}` } : {}),
    })
    .where(
      and(
        eq(emailDeliveries.outboxId, outboxId),
        eq(emailDeliveries.claimToken, token),
        eq(emailDeliveries.status, 'sending'),
      ),
    );
}
