import { sql, type SQL } from 'drizzle-orm';
import { PRICE_RANGES, type CategorySummary, type ListingSort, type PriceRange } from '@schemas/catalogue-listing';
import type { Db } from '../../db/client';
import { CARD_PRICES, rowsOf } from './cards';
import { remembered } from './listing-cache';
import { orderBy, type IndexedSort, type Scope } from './listing-filters';

/**
 * The listing index (ADR 042): what a listing filters, counts and orders by, for every product, held in the
 * server's memory as typed arrays, so a listing's exact counts (catalogue §2, §9) and the ids of its page cost
 * a pass over arrays instead of a statement that reads the whole catalogue. At 100,000 products a filter asked
 * for the first time took 250–1,100 ms of the database's time in SQL; here it is a few milliseconds of the
 * server's, and the page's cards are then read by primary key.
 *
 * It is loaded once per database and kept under the listings' staleness rule (ADR 019, listing-cache.ts): only
 * the seed writes the catalogue, before the server listens, and anything that writes it later must call
 * `forgetListings`, which drops this too. Every replica loads its own from the same rows.
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

export interface GroupRow {
  id: number;
  name: string;
  slug: string;
  image: string;
  kind: 'category' | 'collection';
}

export interface ListingIndex {
  /** Products by position, ascending id. */
  ids: Int32Array;
  /** Each position's category id (-1 for none) and card selling price in rupees. */
  category: Int32Array;
  selling: Float64Array;
  /** Positions (ascending) of the products that carry a term, belong to a collection, or carry a tag. */
  byTerm: Map<number, Int32Array>;
  byCollection: Map<number, Int32Array>;
  byTag: Map<number, Int32Array>;
  /** Every attribute term, ascending id, with its attribute. */
  terms: { id: number; attributeId: number }[];
  /** Categories and collections in menu order (sort, then id), and the largest id among them. */
  groups: GroupRow[];
  maxGroupId: number;
  /** Positions in each sort the database orders by (listing-filters.ts `orderBy`), computed by the database. */
  orders: Record<IndexedSort, Int32Array>;
  /** 'random' orders of recent scopes and days, by `${scope.key}|${day}`. */
  shuffles: Map<string, Int32Array>;
  /** Masks of recent scopes (by key) and of the price buckets: the same for every filter of a listing. */
  masks: Map<string, Uint8Array | null>;
}

/** How many scope and price masks one index keeps (100 KB each at 100,000 products). */
const MASKS_KEPT = 128;

/** How many 'random' orders one index keeps: scopes times the days that are asked for at once. */
const SHUFFLES_KEPT = 32;

export const INDEXED_SORTS: readonly IndexedSort[] = ['', 'lowtohigh', 'hightolow', 'newarrivals'];

/** What the index is built from, as the database answers it (loadListingIndex) or a test writes it. */
export interface IndexRows {
  /** Every product, ascending id, with its card selling price in rupees. */
  products: { id: number; category_id: number | null; selling: number }[];
  /** Each term's, collection's and tag's product ids, comma-separated. */
  termLinks: { key: number; ids: string }[];
  collectionLinks: { key: number; ids: string }[];
  tagLinks: { key: number; ids: string }[];
  terms: { id: number; attribute_id: number }[];
  groups: GroupRow[];
  /** Every product id in each sort the database orders by. */
  orders: Record<IndexedSort, number[]>;
}

const links = (table: SQL, key: SQL) =>
  sql`select ${key} as key, string_agg(product_id::text, ',') as ids from ${table} group by ${key}`;

/** Reads the index's rows: one pass over products and each link table, and one per indexed sort. */
export async function readIndexRows(db: Db): Promise<IndexRows> {
  const orders = {} as IndexRows['orders'];
  for (const sort of INDEXED_SORTS) {
    const rows = await rowsOf<{ id: number }>(
      db,
      sql`with card as (${CARD_PRICES}) select c.id from card c order by ${orderBy(sort)}`,
    );
    orders[sort] = rows.map((r) => r.id);
  }
  return {
    products: await rowsOf(
      db,
      sql`select c.id, c.category_id, c.selling_price::float8 as selling from (${CARD_PRICES}) c order by c.id`,
    ),
    termLinks: await rowsOf(db, links(sql`product_terms`, sql`term_id`)),
    collectionLinks: await rowsOf(db, links(sql`product_collections`, sql`collection_id`)),
    tagLinks: await rowsOf(db, links(sql`product_tags`, sql`tag_id`)),
    terms: await rowsOf(db, sql`select id, attribute_id from attribute_terms order by id`),
    groups: await rowsOf(db, sql`select id, name, slug, image, kind from categories order by sort, id`),
    orders,
  };
}

/** The index of the rows: positions for ids, and unknown ids in links and orders dropped. */
export function buildListingIndex(rows: IndexRows): ListingIndex {
  const size = rows.products.length;
  const ids = new Int32Array(size);
  const category = new Int32Array(size);
  const selling = new Float64Array(size);
  const at = new Map<number, number>();
  rows.products.forEach((p, i) => {
    ids[i] = p.id;
    category[i] = p.category_id ?? -1;
    selling[i] = Number(p.selling);
    at.set(p.id, i);
  });
  const positions = (list: readonly (number | string)[]) =>
    Int32Array.from(list.map((id) => at.get(Number(id)) ?? -1).filter((pos) => pos >= 0));
  const postings = (linked: IndexRows['termLinks']) =>
    new Map(linked.map((r) => [Number(r.key), positions(r.ids === '' ? [] : r.ids.split(',')).sort()]));
  const orders = {} as Record<IndexedSort, Int32Array>;
  for (const sort of INDEXED_SORTS) orders[sort] = positions(rows.orders[sort]);
  return {
    ids,
    category,
    selling,
    byTerm: postings(rows.termLinks),
    byCollection: postings(rows.collectionLinks),
    byTag: postings(rows.tagLinks),
    terms: rows.terms.map((t) => ({ id: Number(t.id), attributeId: Number(t.attribute_id) })),
    groups: rows.groups,
    maxGroupId: rows.groups.reduce((max, g) => Math.max(max, g.id), 0),
    orders,
    shuffles: new Map(),
    masks: new Map(),
  };
}

export const loadListingIndex = async (db: Db): Promise<ListingIndex> => buildListingIndex(await readIndexRows(db));

/** The index of `db`: loaded by the first listing that needs it, shared by the requests that wait for it. */
export const listingIndex = (db: Db): Promise<ListingIndex> =>
  remembered(db, 'index', 'all', 1, () => loadListingIndex(db));

/** The chosen terms grouped by attribute; unknown term ids are dropped (an old link may name one). */
export function termGroups(index: ListingIndex, termIds: readonly number[]): TermGroup[] {
  const chosen = new Set(termIds);
  const groups = new Map<number, number[]>();
  for (const t of index.terms) {
    if (chosen.has(t.id)) groups.set(t.attributeId, [...(groups.get(t.attributeId) ?? []), t.id]);
  }
  return [...groups].map(([attributeId, ids]) => ({ attributeId, termIds: ids }));
}

/**
 * Price buckets on the card's selling price in rupees: under-N is below N, above-70000 is 70000 or more.
 * Each bucket is [from, below): from inclusive, below exclusive.
 */
const PRICE_BOUNDS: Record<PriceRange, readonly [number, number]> = {
  'under-15000': [-Infinity, 15000],
  'under-40000': [-Infinity, 40000],
  'under-70000': [-Infinity, 70000],
  'above-70000': [70000, Infinity],
};

const EMPTY = new Int32Array(0);

/** A mask of `size` positions (1 kept, 0 not), its buffer a whole number of 32-bit words so allOf can AND words. */
const newMask = (size: number): Uint8Array => new Uint8Array(Math.ceil(size / 4) * 4);

const maskOf = (size: number, ...lists: Int32Array[]): Uint8Array => {
  const mask = newMask(size);
  for (const positions of lists) for (const pos of positions) mask[pos] = 1;
  return mask;
};

/** The positions every mask keeps (a null mask keeps all); null when every mask is null. */
function allOf(size: number, masks: readonly (Uint8Array | null)[]): Uint8Array | null {
  const present = masks.filter((m): m is Uint8Array => m !== null);
  if (present.length === 0) return null;
  const out = newMask(size);
  out.set(present[0] as Uint8Array);
  const words = new Uint32Array(out.buffer);
  for (const mask of present.slice(1)) {
    const other = new Uint32Array(mask.buffer, mask.byteOffset, words.length);
    for (let w = 0; w < words.length; w += 1) words[w] = (words[w] as number) & (other[w] as number);
  }
  return out;
}

/** The positions in a listing's scope; null for the whole shop. */
/** `make()`'s mask, kept in the index by `key`. */
function keptMask(index: ListingIndex, key: string, make: () => Uint8Array | null): Uint8Array | null {
  if (index.masks.has(key)) return index.masks.get(key) ?? null;
  const mask = make();
  index.masks.set(key, mask);
  while (index.masks.size > MASKS_KEPT) index.masks.delete(index.masks.keys().next().value as string);
  return mask;
}

function scopeMask(index: ListingIndex, scope: Scope): Uint8Array | null {
  return keptMask(index, `scope|${scope.key}`, () => makeScopeMask(index, scope));
}

function priceMask(index: ListingIndex, range: PriceRange | null): Uint8Array | null {
  if (range === null) return null;
  return keptMask(index, `price|${range}`, () => {
    const [from, below] = PRICE_BOUNDS[range];
    const mask = newMask(index.ids.length);
    for (let i = 0; i < index.ids.length; i += 1) {
      const p = index.selling[i] as number;
      if (p >= from && p < below) mask[i] = 1;
    }
    return mask;
  });
}

function makeScopeMask(index: ListingIndex, scope: Scope): Uint8Array | null {
  const size = index.ids.length;
  switch (scope.kind) {
    case 'all':
      return null;
    case 'category': {
      const mask = newMask(size);
      for (let i = 0; i < size; i += 1) if (index.category[i] === scope.id) mask[i] = 1;
      return mask;
    }
    case 'collection':
      return maskOf(size, index.byCollection.get(scope.id) ?? EMPTY);
    case 'tag':
      return maskOf(size, index.byTag.get(scope.id) ?? EMPTY);
  }
}

/**
 * A listing's filters as masks over positions (1 kept): its scope, its price bucket, each attribute group (any of
 * its terms), all groups at once, and everything at once. A null mask keeps every position.
 */
export interface Filters {
  scopeKey: string;
  scope: Uint8Array | null;
  price: Uint8Array | null;
  groups: { attributeId: number; mask: Uint8Array }[];
  terms: Uint8Array | null;
  all: Uint8Array | null;
}

export function listingFilters(
  index: ListingIndex,
  scope: Scope,
  range: PriceRange | null,
  groups: readonly TermGroup[],
): Filters {
  const size = index.ids.length;
  const price = priceMask(index, range);
  const inScope = scopeMask(index, scope);
  const masks = groups.map((g) => ({
    attributeId: g.attributeId,
    mask: maskOf(size, ...g.termIds.map((t) => index.byTerm.get(t) ?? EMPTY)),
  }));
  const terms = allOf(
    size,
    masks.map((g) => g.mask),
  );
  return {
    scopeKey: scope.key,
    scope: inScope,
    price,
    groups: masks,
    terms,
    all: allOf(size, [inScope, price, terms]),
  };
}

const on = (mask: Uint8Array | null, i: number) => mask === null || mask[i] === 1;

/** How many positions every mask keeps (a null mask keeps all): four positions to a 32-bit word at a time. */
function countAll(size: number, masks: readonly (Uint8Array | null)[]): number {
  const words = masks
    .filter((m): m is Uint8Array => m !== null)
    .map((m) => new Uint32Array(m.buffer, m.byteOffset, m.length / 4));
  const [first, ...rest] = words;
  if (!first) return size;
  let count = 0;
  for (let w = 0; w < first.length; w += 1) {
    let word = first[w] as number;
    for (const other of rest) word &= other[w] as number;
    // Each byte is 0 or 1: the product's top byte is their sum.
    count += Math.imul(word, 0x01010101) >>> 24;
  }
  return count;
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
  /** Members per category or collection id, under the price and the terms (not the scope). */
  const members = new Int32Array(index.maxGroupId + 1);
  const counted = allOf(size, [terms, price]);
  for (let i = 0; i < size; i += 1) {
    if (counted !== null && counted[i] === 0) continue;
    const category = index.category[i] as number;
    if (category >= 0 && category < members.length) members[category] = (members[category] as number) + 1;
  }
  for (const [collection, positions] of index.byCollection) {
    if (collection < 0 || collection >= members.length) continue;
    let count = 0;
    if (counted === null) count = positions.length;
    else for (const i of positions) count += counted[i] as number;
    members[collection] = (members[collection] as number) + count;
  }
  const total = countAll(size, [f.scope, price, terms]);
  const bucketCounts = PRICE_RANGES.map((r) => countAll(size, [f.scope, terms, priceMask(index, r)]));
  // What a term's products must pass: the scope, the price and every other attribute's group; one mask per
  // attribute, as all of an attribute's terms share it.
  const passes = new Map<number, Uint8Array | null>();
  const passFor = (attributeId: number): Uint8Array | null => {
    if (!passes.has(attributeId)) {
      const masks = [f.scope, f.price, ...f.groups.filter((g) => g.attributeId !== attributeId).map((g) => g.mask)];
      passes.set(attributeId, allOf(size, masks));
    }
    return passes.get(attributeId) ?? null;
  };
  const termCounts = index.terms.map((t) => {
    const pass = passFor(t.attributeId);
    const positions = index.byTerm.get(t.id) ?? EMPTY;
    let count = 0;
    if (pass === null) count = positions.length;
    else for (const i of positions) count += pass[i] as number;
    return { terms_id: t.id, product_count: count };
  });
  const summaries = (kind: GroupRow['kind']) =>
    index.groups
      .filter((g) => g.kind === kind)
      .map((g) => ({
        cat_id: g.id,
        cat_name: g.name,
        cat_slug: g.slug,
        cat_image: g.image,
        product_count: members[g.id] ?? 0,
      }));
  return {
    total,
    termCounts,
    priceRangeCounts: PRICE_RANGES.map((r, b) => ({ price_range: r, product_count: bucketCounts[b] ?? 0 })),
    categoriesList: summaries('category'),
    collectionList: summaries('collection'),
  };
}

/** 32-bit FNV-1a of a string: the seed of a scope's shuffle for a day. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/** A 32-bit integer mix (murmur3's finaliser) of a product id under a seed. */
function mix(id: number, seed: number): number {
  let h = (id ^ seed) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/**
 * The positions of a scope (`inScope`, null for the whole shop) in a stable shuffle for that scope and a day
 * (`seed`): by a hash of the product id under that seed, ties by id, and a product that cannot be sold (selling
 * price 0) last, as every sort puts it.
 */
function shuffle(index: ListingIndex, seed: string, inScope: Uint8Array | null): Int32Array {
  const kept = index.shuffles.get(seed);
  if (kept) return kept;
  const salt = fnv1a(seed);
  const members: number[] = [];
  for (let i = 0; i < index.ids.length; i += 1) if (on(inScope, i)) members.push(i);
  const hashes = new Uint32Array(index.ids.length);
  for (const i of members) hashes[i] = mix(index.ids[i] as number, salt);
  const last = (i: number) => (index.selling[i] === 0 ? 1 : 0);
  const order = Int32Array.from(members).sort(
    (a, b) => last(a) - last(b) || (hashes[a] as number) - (hashes[b] as number) || a - b,
  );
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
    if (kept !== null && kept[i] === 0) continue;
    if (skipped < offset) {
      skipped += 1;
      continue;
    }
    out.push(index.ids[i] as number);
    if (out.length === limit) break;
  }
  return out;
}
