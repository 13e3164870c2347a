import { PRICE_RANGES, type CategorySummary, type ListingSort, type PriceRange } from '@schemas/catalogue-listing';
import { allOf, anyOf, countAll, hasBit, newBits, type Bits } from './bitsets';
import type { Scope } from './listing-filters';
import type { GroupRow, ListingIndex } from './listing-index-load';
import { shuffledPositions } from './listing-shuffle';

/**
 * The listing index (ADR 042): what a listing filters, counts and orders by, for every product, held in the
 * server's memory as bitsets (one bit per product for each term, category, collection, tag and price bucket),
 * so a listing's exact counts (catalogue §2, §9) are ANDs and bit counts over a few kilobytes and the ids of its
 * page a walk down an order the database gave, instead of a statement that reads the whole catalogue. At 100,000 products a filter asked
 * for the first time took 250–1,100 ms of the database's time in SQL; here it is a few milliseconds of the
 * server's, and the page's cards are then read by primary key.
 *
 * This module answers from the index; listing-index-load.ts says what it holds and reads it, once per database,
 * under the listings' staleness rule (ADR 019, listing-cache.ts). Every replica loads its own from the same rows.
 */

/** A listing's total and its facet counts: exact, with every other filter applied (catalogue §9). */
export interface ListingFacets {
  total: number;
  termCounts: { terms_id: number; product_count: number }[];
  priceRangeCounts: { price_range: PriceRange; product_count: number }[];
  categoriesList: CategorySummary[];
  collectionList: CategorySummary[];
}

/** The chosen terms grouped by attribute: OR within a group, AND across groups. */
export interface TermGroup {
  attributeId: number;
  termIds: number[];
}

/** How many 'random' orders one index keeps: scopes times the days that are asked for at once. */
const SHUFFLES_KEPT = 32;

/** The chosen terms grouped by attribute; unknown term ids are dropped (an old link may name one). */
export function termGroups(index: ListingIndex, termIds: readonly number[]): TermGroup[] {
  const chosen = new Set(termIds);
  const groups = new Map<number, number[]>();
  for (const t of index.terms) {
    if (chosen.has(t.id)) groups.set(t.attributeId, [...(groups.get(t.attributeId) ?? []), t.id]);
  }
  return [...groups].map(([attributeId, ids]) => ({ attributeId, termIds: ids }));
}

const NONE = new Uint32Array(0);

/** The products of a listing's scope; null for the whole shop. */
function scopeBits(index: ListingIndex, scope: Scope): Bits | null {
  if (scope.kind === 'all') return null;
  const sets =
    scope.kind === 'category' ? index.byCategory : scope.kind === 'collection' ? index.byCollection : index.byTag;
  return sets.get(scope.id) ?? newBits(index.ids.length);
}

/** The terms some product of the scope carries (for the whole shop, every term some product carries). */
export function carriedTerms(index: ListingIndex, scope: Scope): Set<number> {
  const inScope = scopeBits(index, scope);
  const carried = new Set<number>();
  for (const [term, bits] of index.byTerm) if (countAll(index.ids.length, [bits, inScope]) > 0) carried.add(term);
  return carried;
}

/** How many products are filed under a category (its own products, not those linked to it as a collection). */
export function categorySize(index: ListingIndex, id: number): number {
  const bits = index.byCategory.get(id);
  return bits ? countAll(index.ids.length, [bits]) : 0;
}

/**
 * A listing's filters as bitsets (null keeps every product): its scope, its price bucket, each attribute group
 * (any of its terms), all groups at once, and everything at once.
 */
export interface Filters {
  scopeKey: string;
  scope: Bits | null;
  price: Bits | null;
  groups: { attributeId: number; bits: Bits }[];
  terms: Bits | null;
  all: Bits | null;
}

export function listingFilters(
  index: ListingIndex,
  scope: Scope,
  range: PriceRange | null,
  groups: readonly TermGroup[],
): Filters {
  const size = index.ids.length;
  const inScope = scopeBits(index, scope);
  const price = range === null ? null : index.byPrice[range];
  const sets = groups.map((g) => ({
    attributeId: g.attributeId,
    bits: anyOf(
      size,
      g.termIds.map((t) => index.byTerm.get(t) ?? NONE).filter((b) => b.length > 0),
    ),
  }));
  const terms = allOf(sets.map((g) => g.bits));
  return { scopeKey: scope.key, scope: inScope, price, groups: sets, terms, all: allOf([inScope, price, terms]) };
}

/**
 * A listing's total and facet counts (catalogue §2, §9; issue 9 §1 "Filter counts are exact"): each term
 * counted with the scope, the price and every other attribute's choice applied and its own left out, so a
 * group's counts show what choosing another of its terms would add; each price bucket with the scope and the
 * terms; each category and collection over the whole shop with the price and the terms.
 */
export function countFacets(index: ListingIndex, f: Filters): ListingFacets {
  const size = index.ids.length;
  const { terms, price } = f;
  // What a term's products must pass: the scope, the price and every other attribute's group; one bitset per
  // attribute, as all of an attribute's terms share it.
  const passes = new Map<number, Bits | null>();
  const passFor = (attributeId: number): Bits | null => {
    if (!passes.has(attributeId)) {
      const others = f.groups.filter((g) => g.attributeId !== attributeId).map((g) => g.bits);
      passes.set(attributeId, allOf([f.scope, price, ...others]));
    }
    return passes.get(attributeId) ?? null;
  };
  const termCounts = index.terms.map((t) => {
    const carried = index.byTerm.get(t.id);
    return { terms_id: t.id, product_count: carried ? countAll(size, [carried, passFor(t.attributeId)]) : 0 };
  });
  // A category row counts the products filed under it and the products linked to it as a collection.
  const members = (id: number) =>
    [index.byCategory.get(id), index.byCollection.get(id)].reduce(
      (sum, bits) => sum + (bits ? countAll(size, [bits, price, terms]) : 0),
      0,
    );
  const summaries = (kind: GroupRow['kind']) =>
    index.groups
      .filter((g) => g.kind === kind)
      .map((g) => ({
        cat_id: g.id,
        cat_name: g.name,
        cat_slug: g.slug,
        cat_image: g.image,
        product_count: members(g.id),
      }));
  return {
    total: countAll(size, [f.scope, price, terms]),
    termCounts,
    priceRangeCounts: PRICE_RANGES.map((r) => ({
      price_range: r,
      product_count: countAll(size, [f.scope, terms, index.byPrice[r]]),
    })),
    categoriesList: summaries('category'),
    collectionList: summaries('collection'),
  };
}

/** A listing's shuffle for a seed (listing-shuffle.ts), kept in the index: the last SHUFFLES_KEPT asked for. */
function shuffle(index: ListingIndex, seed: string, inScope: Bits | null): Int32Array {
  const kept = index.shuffles.get(seed);
  if (kept) return kept;
  const order = shuffledPositions(index.ids, index.selling, inScope, seed);
  index.shuffles.set(seed, order);
  while (index.shuffles.size > SHUFFLES_KEPT) index.shuffles.delete(index.shuffles.keys().next().value as string);
  return order;
}

/** The product ids of one page of a filtered listing in `sort`; a 'random' order is the listing's for `day`. */
export function pageIds(
  index: ListingIndex,
  f: Filters,
  order: { sort: ListingSort; day: string },
  offset: number,
  limit: number,
): number[] {
  const positions =
    order.sort === 'random' ? shuffle(index, `${f.scopeKey}|${order.day}`, f.scope) : index.orders[order.sort];
  const kept = f.all;
  const out: number[] = [];
  let skipped = 0;
  for (const i of positions) {
    if (kept !== null && !hasBit(kept, i)) continue;
    if (skipped < offset) {
      skipped += 1;
      continue;
    }
    out.push(index.ids[i] as number);
    if (out.length === limit) break;
  }
  return out;
}
