/**
 * The cookie mirror of a guest's browser storage (ADR 024): a few stored values (the bag, the coupon and
 * gift card sessions, the guest's checkout record) are copied into cookies scoped to the pages that show
 * them (/cart, /checkout), so the server can draw those pages with the guest's own content instead of a
 * placeholder filled in after the app has started. Browser storage stays the source of truth; a mirror
 * only ever draws the first paint, which the browser's own read then confirms or corrects.
 *
 * The wire format is shared by the browser (src/lib/storage.ts writes it) and the server
 * (server/http/static-site.ts reads it): the storage key prefixed, the raw stored string as base64url.
 */

import { STORAGE_KEYS } from '@domain/constants';

/** The mirrored values and the pages (cookie paths) the server draws with them. */
export const MIRROR_PATHS: Readonly<Record<string, readonly string[]>> = {
  [STORAGE_KEYS.cartSession]: ['/cart', '/checkout'],
  [STORAGE_KEYS.couponSession]: ['/cart', '/checkout'],
  [STORAGE_KEYS.giftCardSession]: ['/cart', '/checkout'],
  [STORAGE_KEYS.addressSession]: ['/checkout'],
};

export const MIRROR_PREFIX = 'sm_';
/** Longer encoded values are not mirrored (a cookie holds about 4 KB): the page then draws as before. */
export const MIRROR_MAX_CHARS = 3800;
/** More mirror cookies than this in one request are ignored (sized input, STYLE 20). */
export const MIRROR_MAX_COOKIES = 8;

const KEY = /^[A-Z][A-Z_]{0,39}$/;
const BASE64URL = /^[A-Za-z0-9_-]*$/;

/** The cookie name of the mirror of `key`. */
export const mirrorCookieName = (key: string) => `${MIRROR_PREFIX}${key}`;

const MAX_AGE_S = 30 * 24 * 3600;

/**
 * The Set-Cookie strings (for document.cookie) that mirror `raw` as the value under `key`, one per path;
 * with null, or a value too large to mirror, the strings that remove the mirror.
 */
export function mirrorCookies(key: string, raw: string | null, secure: boolean): string[] {
  const value = raw === null ? '' : encodeMirror(raw);
  const keep = raw !== null && value.length <= MIRROR_MAX_CHARS;
  return (MIRROR_PATHS[key] ?? []).map(
    (path) =>
      `${mirrorCookieName(key)}=${keep ? value : ''}; Path=${path}; Max-Age=${keep ? MAX_AGE_S : 0}; SameSite=Lax${secure ? '; Secure' : ''}`,
  );
}

/** `raw` (a stored string) as a cookie value: UTF-8, base64url, no padding. */
export function encodeMirror(raw: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(raw)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=/g, '');
}

/** A cookie value back to the stored string; null when it is not one `encodeMirror` could write. */
export function decodeMirror(value: string): string | null {
  if (value.length > MIRROR_MAX_CHARS || !BASE64URL.test(value)) return null;
  try {
    const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * The mirrored stored values in a request's Cookie header, by storage key. Other cookies, malformed
 * ones, oversized ones and any beyond the first MIRROR_MAX_COOKIES mirrors are left out.
 */
export function mirroredStorage(cookieHeader: string | undefined): Record<string, string> {
  const found: Record<string, string> = {};
  if (!cookieHeader || cookieHeader.length > 16_384) return found;
  let count = 0;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name.startsWith(MIRROR_PREFIX)) continue;
    if (++count > MIRROR_MAX_COOKIES) break;
    const key = name.slice(MIRROR_PREFIX.length);
    const raw = KEY.test(key) && key in MIRROR_PATHS ? decodeMirror(part.slice(eq + 1).trim()) : null;
    // With two cookies of one name (two paths), the more specific path's comes first.
    if (raw !== null && !(key in found)) found[key] = raw;
  }
  return found;
}
