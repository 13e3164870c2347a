/**
 * Links that CMS blocks build from payload fields. Only http(s), mailto, tel, rooted/relative paths and
 * #fragments are allowed (the same schemes SafeHtml lets through, ADR 006).
 */

const ALLOWED = /^(?:(?:https?|mailto|tel):|[/#?.]|[a-z0-9_-][^:]*$)/i;

/** The link if it is safe to put in an href, else undefined. */
export function safeHref(url: string | null | undefined): string | undefined {
  const trimmed = (url ?? '').trim();
  if (!trimmed) return undefined;
  const compact = [...trimmed].filter((c) => c > ' ').join('');
  return ALLOWED.test(compact) ? trimmed : undefined;
}

/** True for an absolute http(s) or protocol-relative URL (opened as a plain link, not a route). */
export const isExternal = (href: string) => /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(href);

/** home_target as the back office sends it: '_blank', 1/'1' or true mean a new tab. */
export function opensNewTab(target: string | null | undefined): boolean {
  const value = (target ?? '').trim().toLowerCase();
  return value === '_blank' || value === '1' || value === 'true' || value === 'blank';
}

/** Decodes a path segment for reading; a malformed escape (`%C3%28`, a cut `%E0%A4`) leaves it as sent. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** A readable name for a link that has only an image inside: "/list/category/gold-necklaces" → "Gold necklaces". */
export function labelFromHref(href: string): string {
  const path = href.replace(/^[a-z]+:\/\/[^/]+/i, '').split(/[?#]/)[0] ?? '';
  const last = path.split('/').filter(Boolean).pop() ?? '';
  const words = decodeSegment(last.replace(/%(?![0-9a-f]{2})/gi, ''))
    .replace(/[-_]+/g, ' ')
    .trim();
  if (!words) return 'Open link';
  return words.charAt(0).toUpperCase() + words.slice(1);
}
