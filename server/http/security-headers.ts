import type { MiddlewareHandler } from 'hono';
import type { ContentSecuritySources } from '../payments/provider';

const NO_SOURCES: ContentSecuritySources = { scriptSrc: [], frameSrc: [], connectSrc: [] };
const list = (...sources: readonly string[]) => sources.join(' ');

/**
 * The Content-Security-Policy (ARCHITECTURE: "CSP without inline scripts, frame-ancestors, no-sniff"), with the
 * origins the payment provider's checkout script and window need (ADR 022: none for the sandbox, which is this
 * site; Razorpay's for Razorpay). Styles may be inline: the CMS sends inline style strings that the renderer
 * applies. `frameAncestors` is 'none' except for a page this site frames itself.
 */
export function contentSecurityPolicy(payments: ContentSecuritySources = NO_SOURCES, frameAncestors = "'none'") {
  return [
    "default-src 'self'",
    `script-src ${list("'self'", ...payments.scriptSrc)}`,
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
export function securityHeadersFor(payments: ContentSecuritySources = NO_SOURCES): MiddlewareHandler {
  const headers = headersWith(contentSecurityPolicy(payments), 'DENY');
  return async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(headers)) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    }
  };
}

export const securityHeaders: MiddlewareHandler = securityHeadersFor();
