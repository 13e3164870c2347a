/**
 * How a server-drawn page asks for its data after its largest paint (ADR 040): at its own path (so the call
 * carries the cookies the page was drawn with: a guest's mirrored bag is scoped to /cart and /checkout), with
 * its query and the id its page state named (`queriesAt`) as the last parameter. Shared by the server
 * (server/http/static-site.ts), the app (src/app/page-state.ts) and, spelled out, the page's inline loader
 * (src/app/app-loader.ts).
 */
export const PAGE_QUERIES_PARAM = '__page-queries';

/** An id is 16 random bytes, base64url: 22 characters. */
export const PAGE_QUERIES_ID = /^[A-Za-z0-9_-]{22}$/;

/** The URL of a page's data: the page's path and query (`search`, with its `?` or empty), then the id. */
export const pageQueriesUrl = (path: string, search: string, id: string) =>
  `${path}${search ? `${search}&` : '?'}${PAGE_QUERIES_PARAM}=${id}`;

/**
 * A data call's page query (with its `?`, or empty) and the id it names, from the call's query; null when the
 * query has no id parameter (a page, not a data call). The id is as sent: the caller checks its shape.
 */
export function pageQueriesOf(search: string): { search: string; id: string } | null {
  const marker = Math.max(search.lastIndexOf(`?${PAGE_QUERIES_PARAM}=`), search.lastIndexOf(`&${PAGE_QUERIES_PARAM}=`));
  if (marker < 0) return null;
  return {
    search: search.slice(0, marker),
    id: search.slice(marker + PAGE_QUERIES_PARAM.length + 2),
  };
}
