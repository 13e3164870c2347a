import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ListingSort, PriceRange } from '@schemas/catalogue-listing';
import type { Db } from '../../db/client';
import { attributeTerms, categories, tags } from '../../db/schema';
import { sqlList } from './cards';

/**
 * The parts of a listing query (catalogue §2 "Product listing", §9), as conditions on `c`, the card row of
 * cards.ts: the scope (category, collection, tag or every product), the price bucket and the attribute filters
 * (term ids: OR within one attribute, AND across attributes).
 */

export type Scope = { kind: 'all'; key: string } | { kind: 'category' | 'collection' | 'tag'; id: number; key: string };

/** The listing the request names, or null for an unknown category, collection or tag. */
export async function resolveScope(db: Db, type: string, rawSlug: string): Promise<Scope | null> {
  const slug = rawSlug.trim().toLowerCase();
  if (type === '' || type === 'all' || type === 'shop-all' || slug === '' || slug === 'all' || slug === 'shop-all') {
    return { kind: 'all', key: 'all' };
  }
  if (type === 'tag') {
    const [tag] = await db.select({ id: tags.id }).from(tags).where(eq(tags.slug, slug));
    return tag ? { kind: 'tag', id: tag.id, key: `tag:${slug}` } : null;
  }
  const kind = type === 'collection' ? 'collection' : 'category';
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.slug, slug), eq(categories.kind, kind)));
  return row ? { kind, id: row.id, key: `${kind}:${slug}` } : null;
}

export function scopeCondition(scope: Scope): SQL {
  switch (scope.kind) {
    case 'all':
      return sql`true`;
    case 'category':
      return sql`c.category_id = ${scope.id}`;
    case 'collection':
      return sql`exists (select 1 from product_collections x where x.product_id = c.id and x.collection_id = ${scope.id})`;
    case 'tag':
      return sql`exists (select 1 from product_tags x where x.product_id = c.id and x.tag_id = ${scope.id})`;
  }
}

/** Price buckets on the card's selling price in rupees: under-N is below N, above-70000 is 70000 or more. */
export function priceCondition(range: PriceRange | null): SQL {
  switch (range) {
    case 'under-15000':
      return sql`c.selling_price < 15000`;
    case 'under-40000':
      return sql`c.selling_price < 40000`;
    case 'under-70000':
      return sql`c.selling_price < 70000`;
    case 'above-70000':
      return sql`c.selling_price >= 70000`;
    default:
      return sql`true`;
  }
}

/** The chosen terms grouped by attribute; unknown term ids are dropped (an old link may name one). */
export interface TermGroup {
  attributeId: number;
  termIds: number[];
}

export async function termGroups(db: Db, termIds: readonly number[]): Promise<TermGroup[]> {
  if (termIds.length === 0) return [];
  const rows = await db
    .select({ id: attributeTerms.id, attributeId: attributeTerms.attributeId })
    .from(attributeTerms)
    .where(inArray(attributeTerms.id, [...new Set(termIds)]));
  const groups = new Map<number, number[]>();
  for (const r of rows) groups.set(r.attributeId, [...(groups.get(r.attributeId) ?? []), r.id]);
  return [...groups].map(([attributeId, ids]) => ({ attributeId, termIds: ids.sort((a, b) => a - b) }));
}

const hasAnyTerm = (ids: number[]) =>
  sql`exists (select 1 from product_terms x where x.product_id = c.id and x.term_id in (${sqlList(ids)}))`;

/** Every group matches (AND), each by any of its terms (OR). */
export const groupsCondition = (groups: readonly TermGroup[]): SQL =>
  groups.length === 0
    ? sql`true`
    : sql.join(
        groups.map((g) => sql`(${hasAnyTerm(g.termIds)})`),
        sql` and `,
      );

/**
 * For a facet count of the term `t` (a joined attribute_terms row): every group but t's own attribute, so a
 * group's counts show what choosing another of its terms would add.
 */
export const groupsExceptOwn = (groups: readonly TermGroup[]): SQL =>
  groups.length === 0
    ? sql`true`
    : sql.join(
        groups.map((g) => sql`(t.attribute_id = ${g.attributeId} or ${hasAnyTerm(g.termIds)})`),
        sql` and `,
      );

/** The day in the shop's time zone, so a random order holds for a shopper's day (and all its pages). */
const SHOP_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });
export const shopDay = (now = new Date()): string => SHOP_DAY.format(now);

/**
 * The listing's order. A product that cannot be sold (selling price 0) goes last whatever the sort, so no
 * first page shows it (catalogue §5 refuses it in the bag). Ties break on the id, so pages never overlap.
 * 'random' is stable: md5 of the id with a seed from the listing's scope and the day, never random().
 */
export function orderBy(sort: ListingSort, scope: Scope, now = new Date()): SQL {
  const unsellableLast = sql`(c.selling_price = 0)`;
  switch (sort) {
    case 'lowtohigh':
      return sql`${unsellableLast}, c.selling_price asc, c.id asc`;
    case 'hightolow':
      return sql`${unsellableLast}, c.selling_price desc, c.id asc`;
    case 'newarrivals':
      return sql`${unsellableLast}, c.created_at desc, c.id desc`;
    case 'random':
      return sql`${unsellableLast}, md5(c.id::text || ${`:${scope.key}:${shopDay(now)}`}), c.id`;
    default:
      return sql`${unsellableLast}, c.id asc`;
  }
}
