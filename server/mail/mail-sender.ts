import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import {
  claimNext,
  enqueueNew,
  markInterrupted,
  recordFailure,
  recordSent,
  type ClaimedMessage,
} from './delivery-store';
import { classifySendError, describeSendError } from './send-errors';

/** The shop's sender when MAIL_FROM is unset: the address the storefront gives shoppers (fixtures' footer). */
export const DEFAULT_MAIL_FROM = 'Padmakshya <care@padmakshya.in>';

export interface MailSenderOptions {
  /** SMTP_URL: smtp://user:pass@host:587 (STARTTLS when offered) or smtps://user:pass@host:465. */
  smtpUrl: string;
  /** MAIL_FROM, default DEFAULT_MAIL_FROM. */
  from?: string;
  /** Messages sent per tick at most (default 20), so one tick never runs for long. */
  batchSize?: number;
  /** Pause between ticks (default 5 s). */
  intervalMs?: number;
  /** Attempts before a message is given up as failed (default 8: about an hour with the default backoff). */
  maxAttempts?: number;
  /** First retry delay, doubled per attempt up to an hour (default 30 s). */
  retryBaseMs?: number;
  /** How long a claimed row stays held (default 10 min); far above the SMTP timeouts below. */
  leaseMs?: number;
  /** SMTP connection, greeting and socket timeouts (default 30 s). */
  smtpTimeoutMs?: number;
  /** Where failures are reported (default stderr). */
  log?: (line: string) => void;
}

export interface MailSender {
  /** Sends what is due, up to a batch; resolves with the number of messages tried. */
  tick(): Promise<number>;
  /** Lets a send in progress finish, then closes the SMTP transport. */
  close(): Promise<void>;
}

const MAX_RETRY_MS = 60 * 60 * 1000;

/** The domain of the From address, for Message-IDs (`Shop <care@shop.in>` → `shop.in`). */
export function fromDomain(from: string): string {
  const at = from.lastIndexOf('@');
  const domain =
    at < 0
      ? ''
      : from
          .slice(at + 1)
          .replace('>', '')
          .trim();
  return domain || 'localhost';
}

/** Delivers unsent outbox rows over SMTP, at most once each (ADR 023). Call tick() yourself or use startMailSender. */
export function createMailSender(db: Db, options: MailSenderOptions): MailSender {
  const from = options.from || DEFAULT_MAIL_FROM;
  const batchSize = options.batchSize ?? 20;
  const maxAttempts = options.maxAttempts ?? 8;
  const retryBaseMs = options.retryBaseMs ?? 30_000;
  const leaseMs = options.leaseMs ?? 10 * 60 * 1000;
  const timeout = options.smtpTimeoutMs ?? 30_000;
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  // One connection per message: a failure while connecting is then told apart from one mid-message.
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
  });
  const claim = { token: randomBytes(16).toString('hex'), leaseMs, messageIdDomain: fromDomain(from) };
  let closed = false;
  let running: Promise<number> | undefined;

  async function deliver(message: ClaimedMessage): Promise<void> {
    try {
      const info = await transport.sendMail({
        from,
        to: message.toAddress,
        subject: message.subject,
        text: message.body,
        messageId: message.messageId,
      });
      await recordSent(db, message.outboxId, claim.token, String(info.response ?? ''));
    } catch (error) {
      const kind = classifySendError(error);
      const reason = describeSendError(error);
      const outcome =
        kind === 'retry' && message.attempts < maxAttempts
          ? { status: 'queued' as const, retryInMs: Math.min(retryBaseMs * 2 ** (message.attempts - 1), MAX_RETRY_MS) }
          : { status: kind === 'unknown' ? ('unknown' as const) : ('failed' as const) };
      await recordFailure(db, message.outboxId, claim.token, outcome, reason);
      log(
        `Mail ${message.messageId} (outbox ${message.outboxId}, attempt ${message.attempts}): ${outcome.status}: ${reason}`,
      );
    }
  }

  async function tick(): Promise<number> {
    if (closed) return 0;
    await markInterrupted(db);
    await enqueueNew(db);
    let tried = 0;
    while (tried < batchSize && !closed) {
      const message = await claimNext(db, claim);
      if (!message) break;
      tried += 1;
      await deliver(message);
    }
    return tried;
  }

  return {
    tick: () => (running = (running ?? Promise.resolve(0)).catch(() => 0).then(tick)),
    close: async () => {
      closed = true;
      await running?.catch(() => undefined);
      transport.close();
    },
  };
}

export interface RunningMailSender {
  stop(): Promise<void>;
}

/** Runs the sender every intervalMs until stop(); a tick that throws (database away) is logged and retried. */
export function startMailSender(db: Db, options: MailSenderOptions): RunningMailSender {
  const sender = createMailSender(db, options);
  const intervalMs = options.intervalMs ?? 5_000;
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const schedule = (delay: number) => {
    if (!stopped) timer = setTimeout(run, delay).unref();
  };
  function run() {
    sender.tick().then(
      () => schedule(intervalMs),
      (error: unknown) => {
        log(`Mail sender: ${error instanceof Error ? error.message : String(error)}`);
        schedule(intervalMs);
      },
    );
  }
  schedule(0);
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await sender.close();
    },
  };
}
