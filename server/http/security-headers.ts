import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { ContentSecuritySources } from '../payments/provider';

const NO_SOURCES: ContentSecuritySources = { scriptSrc: [], frameSrc: [], connectSrc: [] };
const list = (...sources: readonly string[]) => sources.join(' ');

/** A script element with content that is not a data block (JSON, JSON-LD): one the browser would run. */
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)(?![^>]*\stype="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g;

/**
 * The CSP sources of the scripts written inline in the built index.html: the app's loader (ADR 039), allowed
 * by its hash alone, so that no other inline script (none is ever written from content) can run.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    (m) =>
      `'sha256-${createHash('sha256')
        .update(m[1] ?? '', 'utf8')
        .digest('base64')}'`,
  );
}

/**
 * The Content-Security-Policy (ARCHITECTURE: "CSP without inline scripts, frame-ancestors, no-sniff"), with the
 * origins the payment provider's checkout script and window need (ADR 022: none for the sandbox, which is this
 * site; Razorpay's for Razorpay). The one inline script, the built page's app loader, is allowed by its hash
 * (`scriptHashes`, ADR 039). Styles may be inline: the CMS sends inline style strings that the renderer
 * applies. `frameAncestors` is 'none' except for a page this site frames itself.
 */
export function contentSecurityPolicy(
  payments: ContentSecuritySources = NO_SOURCES,
  frameAncestors = "'none'",
  scriptHashes: readonly string[] = [],
) {
  return [
    "default-src 'self'",
    `script-src ${list("'self'", ...scriptHashes, ...payments.scriptSrc)}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self' data:",
    `connect-src ${list("'self'", ...payments.connectSrc)}`,
    // Video gallery embeds (blocks/video-gallery): only these two players, built from a parsed video id; 'self'
    // for the sandbox payment window, and the payment provider's window.
    `frame-src ${list("'self'", 'https://www.youtube-nocookie.com', 'https://player.vimeo.com', ...payments.frameSrc)}`,
    `frame-ancestors ${frameAncestors}`,
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

const headersWith = (csp: string, frameOptions: string): Record<string, string> => ({
  'Content-Security-Policy': csp,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': frameOptions,
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
});

export const SECURITY_HEADERS: Record<string, string> = headersWith(CONTENT_SECURITY_POLICY, 'DENY');

/** The policy of a page only this site may frame (the sandbox payment window, framed by the storefront). */
export const FRAMED_BY_SELF_HEADERS: Record<string, string> = {
  'Content-Security-Policy': contentSecurityPolicy(NO_SOURCES, "'self'"),
  'X-Frame-Options': 'SAMEORIGIN',
};

/**
 * Sends the security headers on every response. A route that needs another policy for one of them
 * (FRAMED_BY_SELF_HEADERS) sets it itself, and that one is kept.
 */
export function securityHeadersFor(
  payments: ContentSecuritySources = NO_SOURCES,
  scriptHashes: readonly string[] = [],
): MiddlewareHandler {
  const headers = headersWith(contentSecurityPolicy(payments, "'none'", scriptHashes), 'DENY');
  return async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(headers)) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    }
  };
}

export const securityHeaders: MiddlewareHandler = securityHeadersFor();
