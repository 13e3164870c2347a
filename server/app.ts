import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { API_PREFIX } from '@schemas/call';
import type { Db } from './db/client';
import { isRequestAbandoned, whileAsked } from './db/abandoned';
import { isDatabaseUnavailable } from './db/errors';
import { handlers as defaultHandlers } from './handlers/handler-map';
import type { HandlerMap } from './handlers/types';
import { createApiRoutes } from './http/api-routes';
import { clientAddress } from './http/client-address';
import { compressJson } from './http/compress-json';
import { serveDevMailbox } from './http/dev-mailbox';
import { wireJson } from './http/json';
import { serveMedia } from './http/media';
import { serveRazorpayWebhook } from './http/razorpay-webhook';
import { serveSandboxPay } from './http/sandbox-pay';
import { inlineScriptHashes, securityHeadersFor } from './http/security-headers';
import { serveSeo } from './http/seo';
import { logSlowRequests } from './http/slow-requests';
import { builtIndexHtml, serveStaticSite } from './http/static-site';
import { serverMessages } from './messages';
import type { PaymentProvider } from './payments/provider';
import { isSandbox, sandboxProvider } from './payments/sandbox';

export interface AppOptions {
  /** Value every /web-api call must send in x-access-key (env API_ACCESS_KEY). */
  accessKey: string;
  /** Built storefront (env STATIC_DIR, default dist); null serves no storefront (dev: Vite does). */
  staticDir: string | null;
  /** Served at /media (default fixtures/images). */
  mediaDir: string;
  /** Origin used in links inside e-mails. */
  publicUrl: string;
  /**
   * The store's public origin when one is configured (PUBLIC_URL): pages' canonical links use it whatever
   * host the request came by. Without it they use the request's own origin.
   */
  canonicalOrigin?: string | undefined;
  /** Exposes GET /dev/mailbox (development and browser tests only). */
  devMailbox: boolean;
  /** Reads and compresses static text files in the background at once, instead of on first request. */
  precompress?: boolean;
  /** Replaces handlers in tests. */
  handlers?: HandlerMap;
  /** The payment provider (ADR 022; main.ts chooses it from the environment); default a sandbox. */
  payments?: PaymentProvider;
  /** Logs each request slower than this many milliseconds (main.ts: SLOW_REQUEST_MS); off when unset. */
  slowRequestMs?: number;
}

/** What a 503 for a database that is down asks the caller to wait before trying again. */
export const RETRY_AFTER_SECONDS = 5;

/** The innermost message of an error wrapped by Drizzle (`cause`): pg's, without the query and its parameters. */
function causeMessage(error: unknown): string {
  let e: unknown = error;
  for (let depth = 0; depth < 5 && e instanceof Error && e.cause instanceof Error; depth++) e = e.cause;
  return e instanceof Error ? e.message : String(e);
}

/**
 * The whole HTTP surface: security headers, the payment webhook, /web-api (contract), the sandbox payment
 * window, /media, robots.txt and sitemap.xml, dev mailbox, then the storefront.
 */
export function createApp(db: Db, options: AppOptions): Hono {
  const app = new Hono();
  const payments = options.payments ?? sandboxProvider(randomBytes(32).toString('base64url'));
  // Each request runs with its connection's signal: the pool gives no connection to one whose caller has gone
  // (ADR 068).
  app.use('*', (c, next) => whileAsked(c.req.raw.signal, next));
  if (options.slowRequestMs !== undefined) app.use('*', logSlowRequests(options.slowRequestMs));
  // The built page's one inline script, the app's loader (ADR 039), is allowed by its hash.
  const scriptHashes = options.staticDir ? inlineScriptHashes(builtIndexHtml(options.staticDir)) : [];
  app.use('*', securityHeadersFor(payments.contentSecurity, scriptHashes));
  app.use(`${API_PREFIX}/*`, compressJson);
  // Before the contract's routes: the provider signs the raw body and sends no access key.
  serveRazorpayWebhook(app, db, payments, options.publicUrl);
  app.route(
    API_PREFIX,
    createApiRoutes({
      db,
      handlers: options.handlers ?? defaultHandlers,
      accessKey: options.accessKey,
      publicUrl: options.publicUrl,
      clientAddress,
      payments,
    }),
  );
  if (isSandbox(payments)) serveSandboxPay(app, db, payments, options.publicUrl);
  const media = serveMedia(app, options.mediaDir);
  // robots.txt and the sitemap, on the public origin mails use (ADR 028).
  serveSeo(app, db, options.publicUrl);
  if (options.devMailbox) serveDevMailbox(app, db);
  const site = options.staticDir ? serveStaticSite(app, options.staticDir, undefined, options.canonicalOrigin) : null;

  app.onError((error, c) => {
    // Nobody is there to read an answer, and the work was skipped on purpose (ADR 068): no log line each.
    if (isRequestAbandoned(error)) return c.body(null, 503);
    // The database is down or restarting: a clean 503 that says to try again, one log line rather than a stack
    // per request while it lasts; the pool reconnects by itself once the database is back (ADR 033).
    if (isDatabaseUnavailable(error)) {
      console.error(`Database unavailable, answered 503: ${c.req.method} ${c.req.path}: ${causeMessage(error)}`);
      c.header('Retry-After', String(RETRY_AFTER_SECONDS));
      if (c.req.path.startsWith(API_PREFIX)) {
        return wireJson(c, { status: 'error', message: serverMessages.internalError }, 503);
      }
      return c.text('Service unavailable, please try again shortly\n', 503);
    }
    console.error(error);
    if (c.req.path.startsWith(API_PREFIX)) {
      return wireJson(c, { status: 'error', message: serverMessages.internalError }, 500);
    }
    return c.text('Internal server error\n', 500);
  });
  app.notFound((c) =>
    c.req.path.startsWith(API_PREFIX)
      ? wireJson(c, { status: 'error', message: serverMessages.notFound }, 404)
      : c.text('Not found\n', 404),
  );

  // Brotli at full effort takes a moment per file; doing it now keeps it off the first visitor's path.
  if (options.precompress) void Promise.all([site?.warm(), media.warm()]).catch(() => undefined);
  return app;
}
