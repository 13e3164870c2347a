import { htmlKey, type LaterHtml, type SanitizedLater } from './safe-html';
import { sanitizeHtml } from './sanitize-html';

/**
 * The server's note of the HTML one page's blocks will draw only in the browser (entry-server.tsx, ADR 044):
 * noted while the page is drawn, sanitized once, for the page's state. Server only: the browser's bundle does not
 * carry it.
 */
export function collectSanitizedLater(): LaterHtml & { entries(): SanitizedLater } {
  const noted = new Set<string>();
  return {
    get: () => undefined,
    note: (html) => void noted.add(html),
    entries: () => Object.fromEntries([...noted].map((html) => [htmlKey(html), sanitizeHtml(html)])),
  };
}
