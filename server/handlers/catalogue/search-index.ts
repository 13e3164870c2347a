import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from './cards';
import { remembered } from './listing-cache';

/**
 * The search index (ADR 042): every product's name and description in lower case, each kind joined into one
 * string, and each product's place in the database's name order, so `getsearchresultdata` finds a term with the
 * engine's substring search over a few megabytes instead of a statement that reads and sorts every matching
 * row. At 100,000 products a common word took 250–700 ms of the database's time under load, starving every
 * other call; here it is a few milliseconds of the server's. Kept under the listings' staleness rule
 * (ADR 019): only the seed writes the catalogue, and `forgetListings` drops this too.
 *
 * The answer is the SQL one: name or description containing the term literally, without case; name matches
 * first; then by name in the database's collation, then by id.
 */

export interface SearchIndex {
  /** Product ids by position, in the database's order of (name, id). */
  ids: Int32Array;
  /** Lower-case names and descriptions, each followed by a NUL, in position order. */
  names: string;
  descriptions: string;
  /** Where each position's text starts in `names` and `descriptions` (one more entry: the end). */
  nameStarts: Int32Array;
  descriptionStarts: Int32Array;
}

export interface SearchRow {
  id: number;
  name: string;
  description: string;
}

const SEPARATOR = '\u0000';

function joined(texts: readonly string[]): { text: string; starts: Int32Array } {
  const starts = new Int32Array(texts.length + 1);
  let at = 0;
  texts.forEach((t, i) => {
    starts[i] = at;
    at += t.length + SEPARATOR.length;
  });
  starts[texts.length] = at;
  return { text: texts.join(SEPARATOR) + SEPARATOR, starts };
}

/** The index of `rows`, given in the database's (name, id) order. */
export function buildSearchIndex(rows: readonly SearchRow[]): SearchIndex {
  const names = joined(rows.map((r) => r.name.toLowerCase().replaceAll(SEPARATOR, ' ')));
  const descriptions = joined(rows.map((r) => r.description.toLowerCase().replaceAll(SEPARATOR, ' ')));
  return {
    ids: Int32Array.from(rows, (r) => r.id),
    names: names.text,
    descriptions: descriptions.text,
    nameStarts: names.starts,
    descriptionStarts: descriptions.starts,
  };
}

export async function loadSearchIndex(db: Db): Promise<SearchIndex> {
  return buildSearchIndex(
    await rowsOf<SearchRow>(db, sql`select id, name, description from products order by name, id`),
  );
}

/** The index of `db`: loaded by the first search, shared by the searches that wait for it. */
export const searchIndex = (db: Db): Promise<SearchIndex> =>
  remembered(db, 'search-index', 'all', 1, () => loadSearchIndex(db));

/** The position whose text holds offset `at`: the last start at or before it. */
function positionAt(starts: Int32Array, at: number): number {
  let low = 0;
  let high = starts.length - 2;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if ((starts[mid] as number) <= at) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** Marks every position whose text contains `term`, in order; an empty term is in every text. */
function matching(text: string, starts: Int32Array, term: string, into: Uint8Array): void {
  if (term === '') {
    into.fill(1);
    return;
  }
  let from = 0;
  for (;;) {
    const found = text.indexOf(term, from);
    if (found < 0) return;
    const position = positionAt(starts, found);
    into[position] = 1;
    // The next match can only be in a later text: go on from this one's end.
    from = starts[position + 1] as number;
  }
}

/** The ids of the first `limit` products that match `term`: name matches first, each part in (name, id) order. */
export function searchIds(index: SearchIndex, rawTerm: string, limit: number): number[] {
  const term = rawTerm.toLowerCase();
  if (term.includes(SEPARATOR)) return [];
  const size = index.ids.length;
  const inName = new Uint8Array(size);
  matching(index.names, index.nameStarts, term, inName);
  const out: number[] = [];
  for (let i = 0; i < size && out.length < limit; i += 1) if (inName[i]) out.push(index.ids[i] as number);
  if (out.length === limit) return out;
  const inDescription = new Uint8Array(size);
  matching(index.descriptions, index.descriptionStarts, term, inDescription);
  for (let i = 0; i < size && out.length < limit; i += 1) {
    if (inDescription[i] && !inName[i]) out.push(index.ids[i] as number);
  }
  return out;
}
