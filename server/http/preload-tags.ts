import { escapeAttribute } from './html-escape';

/**
 * A drawn page's preload hints go in its markup, not in a `Link` header (ADR 043). Its head arrives in the
 * first bytes of the answer anyway, compressed, where the header travels as plain text. React already writes
 * a `<link rel="preload">` for an image it draws with high priority, so only the hints it has not written
 * (an image of one device set, with `media`) are added, after the title and before the page's rules.
 */

/** The parameters a hint may carry, as the route table writes them (src/app/preload-hints.ts). */
const ATTRIBUTES = new Set(['rel', 'as', 'fetchpriority', 'imagesrcset', 'imagesizes', 'media']);

export interface PreloadHint {
  href: string;
  attributes: Map<string, string>;
}

/** One `Link` header value (`<href>; name=value; name="value"`), or null when it is not one. */
export function parsePreloadHint(link: string): PreloadHint | null {
  const head = /^<([^<>]*)>/.exec(link);
  if (!head?.[1]) return null;
  const attributes = new Map<string, string>();
  const rest = link.slice(head[0].length);
  const parameter = /\s*;\s*([\w-]+)(?:=(?:"([^"]*)"|([^;"]*)))?/y;
  let at = 0;
  while (at < rest.length) {
    parameter.lastIndex = at;
    const match = parameter.exec(rest);
    if (!match?.[1]) return null;
    attributes.set(match[1].toLowerCase(), (match[2] ?? match[3] ?? '').trim());
    at = parameter.lastIndex;
  }
  return attributes.get('rel') === 'preload' ? { href: head[1], attributes } : null;
}

/** Whether React has written this image's preload into the markup already (same `imageSrcSet`, or same `href`). */
function written(hint: PreloadHint, markup: string): boolean {
  const srcSet = hint.attributes.get('imagesrcset');
  if (srcSet) return markup.includes(`imageSrcSet="${escapeAttribute(srcSet)}"`);
  return markup.includes(`<link rel="preload" as="image" href="${escapeAttribute(hint.href)}"`);
}

export function preloadTag(hint: PreloadHint): string {
  const attributes = [`href="${escapeAttribute(hint.href)}"`];
  for (const [name, value] of hint.attributes) {
    if (ATTRIBUTES.has(name)) attributes.push(`${name}="${escapeAttribute(value)}"`);
  }
  return `<link ${attributes.join(' ')} />`;
}

/** The tags for the hints `markup` does not already carry. */
export function missingPreloadTags(links: readonly string[], markup: string): string {
  return links
    .map(parsePreloadHint)
    .filter((hint): hint is PreloadHint => hint !== null && !written(hint, markup))
    .map(preloadTag)
    .join('');
}
