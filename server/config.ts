import { join, resolve } from 'node:path';
import { DEFAULT_FIXTURES_DIR } from './db/fixture-files';
import { paymentSettingsFromEnv, type PaymentSettings } from './payments/provider';

/** Everything the server reads from its environment (README: environment variables). */
export interface ServerOptions {
  /** PORT, default 3000; 0 picks a free port. */
  port?: number;
  /** HOST; by default every interface. */
  host?: string | undefined;
  /** DATA_DIR for the embedded PGlite database, default .data; 'memory://' for a throwaway one. */
  dataDir?: string;
  /** DATABASE_URL: a PostgreSQL server instead of the embedded database. */
  databaseUrl?: string | undefined;
  /** STATIC_DIR, default dist; null serves the API and media only. */
  staticDir?: string | null;
  /** FIXTURES_DIR: seed content; its images/ folder is served at /media. */
  fixturesDir?: string;
  /** API_ACCESS_KEY, default 'padmakshya-storefront' (the browser's VITE_API_ACCESS_KEY default). */
  accessKey?: string;
  /** PUBLIC_URL for links in e-mails, default http://localhost:PORT. */
  publicUrl?: string | undefined;
  /** DEV_MAILBOX=1 exposes GET /dev/mailbox; off by default, as it lists subscribers' addresses. */
  devMailbox?: boolean;
  /** SMTP_URL (smtp://user:pass@host:587 or smtps://…): when set, the outbox is sent through it (ADR 023). */
  smtpUrl?: string | undefined;
  /** MAIL_FROM, the From of every e-mail; default 'Padmakshya <care@padmakshya.in>'. */
  mailFrom?: string | undefined;
  /** RAZORPAY_* (Razorpay when both keys are set) and SANDBOX_PAYMENT_SECRET (ADR 022). */
  payment?: PaymentSettings;
  /** Skip the start-up line (tests). */
  quiet?: boolean;
}

export const DEFAULT_ACCESS_KEY = 'padmakshya-storefront';

export interface ResolvedOptions {
  port: number;
  host: string | undefined;
  dataDir: string;
  databaseUrl: string | undefined;
  staticDir: string | null;
  fixturesDir: string;
  mediaDir: string;
  accessKey: string;
  publicUrl: string | undefined;
  devMailbox: boolean;
  payment: PaymentSettings;
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  quiet: boolean;
}

const absolute = (dir: string) => (dir.startsWith('memory://') ? dir : resolve(dir));

export function resolveOptions(options: ServerOptions): ResolvedOptions {
  const fixturesDir = resolve(options.fixturesDir ?? DEFAULT_FIXTURES_DIR);
  const staticDir = options.staticDir === undefined ? 'dist' : options.staticDir;
  return {
    port: options.port ?? 3000,
    host: options.host,
    dataDir: absolute(options.dataDir ?? '.data'),
    databaseUrl: options.databaseUrl || undefined,
    staticDir: staticDir === null ? null : resolve(staticDir),
    fixturesDir,
    mediaDir: join(fixturesDir, 'images'),
    accessKey: options.accessKey || DEFAULT_ACCESS_KEY,
    publicUrl: options.publicUrl,
    devMailbox: options.devMailbox ?? false,
    payment: options.payment ?? {},
    smtpUrl: options.smtpUrl || undefined,
    mailFrom: options.mailFrom || undefined,
    quiet: options.quiet ?? false,
  };
}

function flagFromEnv(value: string | undefined): boolean | undefined {
  if (value === undefined || value === '') return undefined;
  return value === '1' || value.toLowerCase() === 'true';
}

/** Reads the process environment; unset variables keep the defaults of resolveOptions. */
export function optionsFromEnv(env: NodeJS.ProcessEnv = process.env): ServerOptions {
  const port = env.PORT ? Number(env.PORT) : undefined;
  if (port !== undefined && !(Number.isInteger(port) && port >= 0 && port < 65536)) {
    throw new Error(`PORT must be a port number, got '${env.PORT}'`);
  }
  const devMailbox = flagFromEnv(env.DEV_MAILBOX);
  // The URL holds a password: the message names the scheme it wants, never the value.
  if (env.SMTP_URL && !/^smtps?:\/\//i.test(env.SMTP_URL)) {
    throw new Error('SMTP_URL must start with smtp:// or smtps://');
  }
  return {
    ...(port === undefined ? {} : { port }),
    host: env.HOST || undefined,
    ...(env.DATA_DIR ? { dataDir: env.DATA_DIR } : {}),
    databaseUrl: env.DATABASE_URL || undefined,
    ...(env.STATIC_DIR ? { staticDir: env.STATIC_DIR } : {}),
    ...(env.FIXTURES_DIR ? { fixturesDir: env.FIXTURES_DIR } : {}),
    ...(env.API_ACCESS_KEY ? { accessKey: env.API_ACCESS_KEY } : {}),
    publicUrl: env.PUBLIC_URL || undefined,
    ...(devMailbox === undefined ? {} : { devMailbox }),
    payment: paymentSettingsFromEnv(env),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || undefined,
  };
}
