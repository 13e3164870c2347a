/** The search page: a search box that works without the app (a real GET form). */
export const SEARCH_PATH = '/search-result';
/** The form field that carries the term to SEARCH_PATH (`/search-result?q=silk`). */
export const SEARCH_TERM_PARAM = 'q';
/** Longest term sent on: a search of a whole paragraph is refused by the server anyway. */
const TERM_MAX = 100;

/** The results page of `term` (spec: shell §2 "/search-result/{term}"). */
export const searchResultPath = (term: string) =>
  `${SEARCH_PATH}/${encodeURIComponent(term.trim().slice(0, TERM_MAX))}`;

/**
 * Where a GET of the search page goes: the results of a term the form sent, or nowhere (stay on the
 * search page) when it sent none or a blank one.
 */
export function searchFormTarget(url: URL): string | null {
  const term = url.searchParams.get(SEARCH_TERM_PARAM)?.trim();
  return term ? searchResultPath(term) : null;
}
