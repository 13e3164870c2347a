import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { ListingSort } from '@schemas/catalogue-listing';
import type { Db } from '../../db/client';
import { categories, tags } from '../../db/schema';

/**
 * A listing's scope (catalogue §2 "Product listing", §9: a category, collection, tag or every product), resolved
 * from its slug, and the orders the database keeps for listings, as SQL on `c`, the card row of cards.ts. The
 * listing index (listing-index.ts) filters, counts and pages with them.
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

/** The day in the shop's time zone, so a random order holds for a shopper's day (and all its pages). */
const SHOP_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });
export const shopDay = (now = new Date()): string => SHOP_DAY.format(now);

/** The sorts the database orders by; 'random' is a shuffle of the listing index (listing-index.ts). */
export type IndexedSort = Exclude<ListingSort, 'random'>;

/**
 * A listing's order on `c`, the card row. A product that cannot be sold (selling price 0) goes last whatever
 * the sort, so no first page shows it (catalogue §5 refuses it in the bag). Ties break on the id, so pages
 * never overlap.
 */
export function orderBy(sort: IndexedSort): SQL {
  const unsellableLast = sql`(c.selling_price = 0)`;
  switch (sort) {
    case 'lowtohigh':
      return sql`${unsellableLast}, c.selling_price asc, c.id asc`;
    case 'hightolow':
      return sql`${unsellableLast}, c.selling_price desc, c.id asc`;
    case 'newarrivals':
      return sql`${unsellableLast}, c.created_at desc, c.id desc`;
    default:
      return sql`${unsellableLast}, c.id asc`;
  }
}
