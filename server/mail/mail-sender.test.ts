import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { emailDeliveries, emailOutbox } from '../db/schema';
import { serveDevMailbox } from '../http/dev-mailbox';
import { testDatabase } from '../test-support/test-database';
import { START_TIMEOUT_MS } from '../test-support/test-server';
import { createMailSender, fromDomain, type MailSender, type MailSenderOptions } from './mail-sender';
import { startFakeSmtp, type FakeSmtp } from './smtp-test-kit';

let database: Database;
let smtp: FakeSmtp;
let senders: MailSender[] = [];
const db = () => database.db;

beforeAll(async () => {
  database = await openDatabase(await testDatabase());
  await database.migrate();
  smtp = await startFakeSmtp();
}, START_TIMEOUT_MS);
afterAll(async () => {
  await smtp?.close();
  await database?.close();
});
beforeEach(async () => {
  await db().delete(emailOutbox);
  smtp.accepted.length = 0;
  smtp.seen.length = 0;
  smtp.reply = () => 'accept';
});
afterEach(async () => {
  await Promise.all(senders.map((s) => s.close()));
  senders = [];
});

const sender = (options: Partial<MailSenderOptions> = {}) => {
  const made = createMailSender(db(), {
    smtpUrl: smtp.url,
    from: 'Padmakshya <care@padmakshya.in>',
    log: () => {},
    ...options,
  });
  senders.push(made);
  return made;
};
const queue = async (count: number, to = 'meera@example.in') => {
  const rows = Array.from({ length: count }, (_, i) => ({
    toAddress: to,
    subject: `Message ${i + 1}`,
    body: `Body ${i + 1}\n`,
  }));
  return (await db().insert(emailOutbox).values(rows).returning({ id: emailOutbox.id })).map((r) => r.id);
};
const deliveryOf = async (id: number) =>
  (await db().select().from(emailDeliveries).where(eq(emailDeliveries.outboxId, id)))[0];
const outboxRow = async (id: number) => (await db().select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0];
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('mail sender (ADR 023)', () => {
  it('delivers a message once, from MAIL_FROM, and records the server’s answer', async () => {
    const [id] = await queue(1);
    const mail = sender();
    expect(await mail.tick()).toBe(1);
    expect(await mail.tick()).toBe(0);

    expect(smtp.accepted).toHaveLength(1);
    const [received] = smtp.accepted;
    expect(received).toMatchObject({ from: 'care@padmakshya.in', to: ['meera@example.in'] });
    expect(received?.raw).toMatch(/^Subject: Message 1$/m);
    expect(received?.raw).toContain('Body 1');
    const delivery = await deliveryOf(id!);
    expect(delivery).toMatchObject({ status: 'sent', attempts: 1, lastError: null, claimToken: null });
    expect(delivery?.messageId).toBe(received?.messageId);
    expect(delivery?.messageId).toMatch(/^<outbox-\d+\.[0-9a-f]+@padmakshya\.in>$/);
    expect(delivery?.smtpResponse).toMatch(/^250 .*queued as Q1/);
    expect((await outboxRow(id!))?.sentAt).toBeInstanceOf(Date);
  });

  it('retries a message the server refused for now (451), with backoff, then delivers it', async () => {
    const [id] = await queue(1);
    smtp.reply = () => (smtp.seen.length === 1 ? { code: 451, message: 'Try again later' } : 'accept');
    const mail = sender({ retryBaseMs: 300 });

    await mail.tick();
    const waiting = await deliveryOf(id!);
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1 });
    expect(waiting?.lastError).toContain('451 Try again later');
    expect(await mail.tick()).toBe(0); // not before its time
    await pause(400);
    expect(await mail.tick()).toBe(1);

    expect(smtp.seen).toHaveLength(2);
    expect(smtp.accepted).toHaveLength(1);
    expect(smtp.accepted[0]?.messageId).toBe(smtp.seen[0]?.messageId); // the same message, tried again
    expect(await deliveryOf(id!)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('gives up after its attempts, and at once on a permanent refusal, leaving both visible', async () => {
    const [busy, refused] = await queue(2);
    smtp.reply = (mail) =>
      /Subject: Message 1/.test(mail.raw) ? { code: 451, message: 'Busy' } : { code: 554, message: 'Rejected' };
    const mail = sender({ retryBaseMs: 1, maxAttempts: 3 });
    for (let i = 0; i < 5; i += 1) {
      await mail.tick();
      await pause(20);
    }
    expect(await deliveryOf(busy!)).toMatchObject({ status: 'failed', attempts: 3 });
    expect(await deliveryOf(refused!)).toMatchObject({ status: 'failed', attempts: 1 });
    expect((await deliveryOf(refused!))?.lastError).toContain('554 Rejected');
    expect(smtp.accepted).toHaveLength(0);
  });

  it('never sends again a message whose answer was lost (the server may have it)', async () => {
    const [id] = await queue(1);
    smtp.reply = () => 'hang';
    const mail = sender({ smtpTimeoutMs: 300, retryBaseMs: 1 });
    await mail.tick();
    await pause(20);
    await mail.tick();
    expect(smtp.seen).toHaveLength(1);
    const delivery = await deliveryOf(id!);
    expect(delivery).toMatchObject({ status: 'unknown', attempts: 1 });
    expect(delivery?.lastError).toMatch(/ETIMEDOUT/);
  });

  it('marks a send cut off by a crash as unknown once its lease runs out, and does not resend it', async () => {
    const [id] = await queue(1);
    await db()
      .insert(emailDeliveries)
      .values({
        outboxId: id!,
        status: 'sending',
        attempts: 1,
        claimToken: 'a-sender-that-died',
        leaseUntil: sql`now() - interval '1 second'`,
        messageId: '<outbox-crashed@padmakshya.in>',
      });
    expect(await sender().tick()).toBe(0);
    expect(smtp.seen).toHaveLength(0);
    expect(await deliveryOf(id!)).toMatchObject({ status: 'unknown', messageId: '<outbox-crashed@padmakshya.in>' });
  });

  it('retries when the server cannot be reached, and when it refuses the log-in', async () => {
    const [id] = await queue(1);
    await sender({ smtpUrl: 'smtp://shop:secret@127.0.0.1:1' }).tick();
    expect(await deliveryOf(id!)).toMatchObject({ status: 'queued', attempts: 1 });
    expect((await deliveryOf(id!))?.lastError).toMatch(/ECONNREFUSED|ESOCKET|ECONNECTION/);

    await db()
      .update(emailDeliveries)
      .set({ nextAttemptAt: sql`now()` });
    await sender({ smtpUrl: smtp.url.replace(':secret@', ':wrong@') }).tick();
    expect(await deliveryOf(id!)).toMatchObject({ status: 'queued', attempts: 2 });
    expect((await deliveryOf(id!))?.lastError).toContain('535');
    expect(smtp.seen).toHaveLength(0);
  });

  it('two senders at once never deliver a message twice', async () => {
    const ids = await queue(30);
    const one = sender({ batchSize: 4 });
    const two = sender({ batchSize: 4 });
    const tried = new Map<MailSender, number>();
    const drain = async (s: MailSender) => {
      for (let n = await s.tick(); n > 0; n = await s.tick()) tried.set(s, (tried.get(s) ?? 0) + n);
    };
    await Promise.all([drain(one), drain(two), drain(one), drain(two)]);

    // Both took part: the claims really interleaved.
    expect(tried.get(one)).toBeGreaterThan(0);
    expect(tried.get(two)).toBeGreaterThan(0);
    expect((tried.get(one) ?? 0) + (tried.get(two) ?? 0)).toBe(30);

    expect(smtp.seen).toHaveLength(30);
    expect(new Set(smtp.accepted.map((m) => m.messageId)).size).toBe(30);
    const rows = await db().select().from(emailDeliveries);
    expect(rows.map((r) => [r.outboxId, r.status, r.attempts]).sort((a, b) => Number(a[0]) - Number(b[0]))).toEqual(
      ids.map((id) => [id, 'sent', 1]),
    );
  });

  it('keeps every message in the dev mailbox, with its delivery status', async () => {
    const [sent, waiting] = await queue(2, 'kavya@example.in');
    await db()
      .insert(emailDeliveries)
      .values({ outboxId: waiting!, status: 'queued', nextAttemptAt: sql`now() + interval '1 hour'` });
    await sender().tick();

    const app = new Hono();
    serveDevMailbox(app, db());
    const res = await app.request('/dev/mailbox?to=kavya@example.in');
    const { messages } = (await res.json()) as { messages: Record<string, unknown>[] };
    expect(messages.map((m) => [m.id, m.status, m.attempts])).toEqual([
      [waiting, 'queued', 0],
      [sent, 'sent', 1],
    ]);
    expect(messages[1]).toMatchObject({
      subject: 'Message 1',
      body: 'Body 1\n',
      message_id: smtp.accepted[0]?.messageId,
    });
    expect(messages[1]?.sent_at).toEqual(expect.any(String));
  });
});

describe('fromDomain', () => {
  it('reads the domain of a From address with or without a name', () => {
    expect(fromDomain('Padmakshya <care@padmakshya.in>')).toBe('padmakshya.in');
    expect(fromDomain('orders@shop.example')).toBe('shop.example');
    expect(fromDomain('no address')).toBe('localhost');
  });
});
