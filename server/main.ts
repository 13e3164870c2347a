import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { getRequestListener } from '@hono/node-server';
import type { Hono } from 'hono';
import { createApp } from './app';
import { optionsFromEnv, resolveOptions, type ServerOptions } from './config';
import { openDatabase, type Database } from './db/client';
import { choosePaymentProvider } from './payments/choose';
import type { PaymentProvider } from './payments/provider';
import { loadSeedData } from './db/fixture-files';
import { seedIfEmpty } from './db/seed';
import { WARM_LIMITS, warmListings } from './handlers/catalogue/listing-warm';
import { startRefundSweep } from './handlers/account-area/refunds';
import { startExpirySweep } from './handlers/checkout/order-holds';
import { startMailSender } from './mail/mail-sender';
import { SLOW_REQUEST_MS } from './http/slow-requests';

// The entry points other code starts the server with (scripts/start.ts, scripts/dev.ts, bench, tests).
export { createApp } from './app';
export type { ServerOptions } from './config';

export interface RunningServer {
  url: string;
  port: number;
  app: Hono;
  database: Database;
  /** Whether this start seeded an empty database from the fixtures. */
  seeded: boolean;
  /** Stops accepting requests, lets open ones finish (up to 5 s), then closes the database. */
  close(): Promise<void>;
}

const GRACE_MS = 5_000;

function listen(server: Server, port: number, host: string | undefined): Promise<number> {
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => {
      server.off('error', fail);
      done((server.address() as AddressInfo).port);
    });
  });
}

function stop(server: Server): Promise<void> {
  return new Promise((done) => {
    const force = setTimeout(() => server.closeAllConnections(), GRACE_MS);
    server.close(() => {
      clearTimeout(force);
      done();
    });
    server.closeIdleConnections();
  });
}

/** Opens the database, migrates it, seeds it when empty, and serves store, API and media. */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const opts = resolveOptions(options);
  const database = await openDatabase({ databaseUrl: opts.databaseUrl, dataDir: opts.dataDir });
  let seeded = false;
  let payments: PaymentProvider;
  try {
    await database.migrate();
    seeded = await seedIfEmpty(database.db, () => loadSeedData(opts.fixturesDir));
    // Razorpay when its keys are set, else the sandbox with its secret kept in the database (ADR 022).
    payments = await choosePaymentProvider(opts.payment, database.db);
  } catch (error) {
    await database.close();
    throw error;
  }
  // Listen first so that PORT=0 (tests, bench) knows its port before links in e-mails are built.
  const server = createServer();
  let port: number;
  try {
    port = await listen(server, opts.port, opts.host);
  } catch (error) {
    await database.close();
    throw error;
  }
  const url = `http://localhost:${port}`;
  const app = createApp(database.db, {
    accessKey: opts.accessKey,
    staticDir: opts.staticDir,
    mediaDir: opts.mediaDir,
    publicUrl: opts.publicUrl ?? url,
    canonicalOrigin: opts.publicUrl,
    devMailbox: opts.devMailbox,
    precompress: true,
    payments,
    slowRequestMs: SLOW_REQUEST_MS,
  });
  server.on('request', getRequestListener(app.fetch));
  if (!opts.quiet) process.stdout.write(`Storefront on ${url} (data: ${database.location})\n`);
  // The outbox goes out over SMTP when SMTP_URL is set (ADR 023); without it, the dev mailbox shows it.
  const { smtpUrl } = opts;
  const mail = smtpUrl ? startMailSender(database.db, { smtpUrl, from: opts.mailFrom }) : undefined;
  if (smtpUrl && !opts.quiet) process.stdout.write(`Mail: the outbox goes out through ${URL.parse(smtpUrl)?.host}\n`);

  // Online orders whose payment never came give back what they hold (ADR 022).
  const expiry = startExpirySweep(database.db);
  // A cancelled order's refund that the provider did not take at once is asked for again (account-area/refunds.ts).
  const refunds = startRefundSweep(database.db, payments);

  let closing: Promise<void> | undefined;
  return {
    url,
    port,
    app,
    database,
    seeded,
    close: () =>
      (closing ??= Promise.all([stop(server), mail?.stop(), expiry.stop(), refunds.stop()]).then(() =>
        database.close(),
      )),
  };
}

/**
 * LISTINGS_WARM_PAUSE_RATIO: how long the start's listing warm-up pauses after each listing, as a multiple of the
 * time the listing took (ADR 019: 1, so requests come first). 0 warms without pausing, for a server that takes no
 * requests until it has warmed (the journeys' servers: ADR 063). Anything but a number from 0 to 10 is refused.
 */
export function warmPauseRatioFromEnv(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return WARM_LIMITS.pauseRatio;
  const ratio = Number(value);
  if (!Number.isFinite(ratio) || ratio < 0 || ratio > 10) {
    throw new Error(`LISTINGS_WARM_PAUSE_RATIO must be a number from 0 to 10, not "${value}"`);
  }
  return ratio;
}

/** Starts from the environment and closes cleanly on SIGINT/SIGTERM (used by this file and scripts/start.ts). */
export async function serveFromEnv(): Promise<void> {
  let running: RunningServer | undefined;
  let stopping = false;
  const finish = (server: RunningServer) =>
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  // Installed before start-up: a Ctrl-C while the database initialises still closes it cleanly.
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1); // a second Ctrl-C does not wait any longer
    stopping = true;
    process.stdout.write(`${signal}: closing the server and the database\n`);
    if (running) void finish(running);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  let pauseRatio: number;
  try {
    pauseRatio = warmPauseRatioFromEnv(process.env.LISTINGS_WARM_PAUSE_RATIO);
    running = await startServer(optionsFromEnv());
  } catch (error) {
    process.stderr.write(`Could not start the server: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
  if (stopping) await finish(running);
  // The listings shoppers open most, remembered before they ask (ADR 019); a failure only leaves them cold. Either
  // way a line says the warm-up is over (the journeys start after it, playwright.config.ts).
  const warmStart = performance.now();
  void warmListings(running.database.db, () => stopping, undefined, { ...WARM_LIMITS, pauseRatio }).then(
    (count) => {
      const seconds = ((performance.now() - warmStart) / 1000).toFixed(1);
      if (!stopping) process.stdout.write(`Listings warmed: ${count} answers remembered in ${seconds} s\n`);
    },
    (error: unknown) => {
      const reason = error instanceof Error ? error.message : String(error);
      if (!stopping) process.stderr.write(`Listings not warmed (they are worked out when asked): ${reason}\n`);
    },
  );
}

const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(resolve(entry)).href) void serveFromEnv();
