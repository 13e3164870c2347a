import { sql, type SQL } from 'drizzle-orm';
import { PRICE_RANGES, type PriceRange } from '@schemas/catalogue-listing';
import type { Db } from '../../db/client';
import { CARD_PRICES, rowsOf } from './cards';
import { remembered } from './listing-cache';
import { newBits, setBit, type Bits } from './bitsets';
import { orderBy, type IndexedSort } from './listing-filters';

/**
 * What the listing index (ADR 042, listing-index.ts) holds and how it is read: every product's position and
 * price, a bitset per term, category, collection, tag and price bucket, and the orders the database sorts by.
 * Loaded once per database under the listings' staleness rule (ADR 019): `forgetListings` drops it.
 */

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
  /** Each position's card selling price in rupees (0: it cannot be sold). */
  selling: Float64Array;
  /** The products of each term, category, collection and tag, and of each price bucket. */
  byTerm: Map<number, Bits>;
  byCategory: Map<number, Bits>;
  byCollection: Map<number, Bits>;
  byTag: Map<number, Bits>;
  byPrice: Record<PriceRange, Bits>;
  /** Every attribute term, ascending id, with its attribute. */
  terms: { id: number; attributeId: number }[];
  /** Categories and collections in menu order (sort, then id). */
  groups: GroupRow[];
  /** Positions in each sort the database orders by (listing-filters.ts `orderBy`), computed by the database. */
  orders: Record<IndexedSort, Int32Array>;
  /** 'random' orders of recent scopes and days, by `${scope.key}|${day}`. */
  shuffles: Map<string, Int32Array>;
}

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

/** The index of the rows: positions for ids, and unknown ids in links and orders dropped. */
export function buildListingIndex(rows: IndexRows): ListingIndex {
  const size = rows.products.length;
  const ids = new Int32Array(size);
  const selling = new Float64Array(size);
  const at = new Map<number, number>();
  const byCategory = new Map<number, Bits>();
  rows.products.forEach((p, i) => {
    ids[i] = p.id;
    selling[i] = Number(p.selling);
    at.set(p.id, i);
    if (p.category_id !== null) {
      const bits = byCategory.get(p.category_id) ?? newBits(size);
      byCategory.set(p.category_id, bits);
      setBit(bits, i);
    }
  });
  const bitsOf = (list: readonly (number | string)[]) => {
    const bits = newBits(size);
    for (const id of list) {
      const pos = at.get(Number(id));
      if (pos !== undefined) setBit(bits, pos);
    }
    return bits;
  };
  const linked = (links: IndexRows['termLinks']) =>
    new Map(links.map((r) => [Number(r.key), bitsOf(r.ids === '' ? [] : r.ids.split(','))]));
  const byPrice = {} as Record<PriceRange, Bits>;
  for (const range of PRICE_RANGES) {
    const [from, below] = PRICE_BOUNDS[range];
    byPrice[range] = newBits(size);
    for (let i = 0; i < size; i += 1) {
      const price = selling[i] as number;
      if (price >= from && price < below) setBit(byPrice[range], i);
    }
  }
  const orders = {} as Record<IndexedSort, Int32Array>;
  for (const sort of INDEXED_SORTS) {
    orders[sort] = Int32Array.from(rows.orders[sort].map((id) => at.get(id) ?? -1).filter((pos) => pos >= 0));
  }
  return {
    ids,
    selling,
    byTerm: linked(rows.termLinks),
    byCategory,
    byCollection: linked(rows.collectionLinks),
    byTag: linked(rows.tagLinks),
    byPrice,
    terms: rows.terms.map((t) => ({ id: Number(t.id), attributeId: Number(t.attribute_id) })),
    groups: rows.groups,
    orders,
    shuffles: new Map(),
  };
}

export const loadListingIndex = async (db: Db): Promise<ListingIndex> => buildListingIndex(await readIndexRows(db));

/** The index of `db`: loaded by the first listing that needs it, shared by the requests that wait for it. */
export const listingIndex = (db: Db): Promise<ListingIndex> =>
  remembered(db, 'index', 'all', 1, () => loadListingIndex(db));
