import { sql, type SQL } from 'drizzle-orm';
import type { ProductCard } from '@schemas/catalogue';
import type { Db } from '../../db/client';

/**
 * Product cards as every catalogue call shows them (shell §3 "Product card"), read in SQL. A variable product's
 * card shows its cheapest variation's prices (by selling price, then id); `ufp_id` is the signed-in customer's
 * wishlist row for the product (0 when none). Money stays numeric(12,2) in SQL and reaches the wire as numbers
 * with at most two decimals.
 */

/** The rows of a raw query: PGlite and node-postgres both answer `{ rows }`. */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * `card`: one row per product with its card prices, for a `with card as (…)` clause. Columns: id, category_id,
 * created_at, price, selling_price. The database keeps each product's card prices (its own, or its cheapest
 * variation's) in products.card_price and card_selling_price (schema.ts, migration 0003), so a listing reads
 * one row per product.
 */
export const CARD_PRICES = sql`
  select p.id, p.category_id, p.created_at, p.card_price as price, p.card_selling_price as selling_price
  from products p`;

export interface CardRow {
  id: number;
  name: string;
  slug: string;
  images: string[];
  labels: string;
  product_type: number;
  price: string;
  selling_price: string;
  ufp_id: number;
}

export const toCard = (r: CardRow): ProductCard => ({
  product_id: r.id,
  product_slug: r.slug,
  product_name: r.name,
  arrayImages: r.images,
  product_price: Number(r.price),
  product_selling_price: Number(r.selling_price),
  product_label_name: r.labels,
  product_type: r.product_type,
  ufp_id: r.ufp_id,
});

export interface CardQuery {
  /** A condition on `c` (the card row) and `p` (the product). */
  where: SQL;
  orderBy: SQL;
  limit: number;
  offset?: number;
  customerId: number | null;
}

/** A card's columns from `c` (the card row) and `p` (the product), with `ufpId` as its wishlist row. */
export const cardColumns = (ufpId: SQL) => sql`p.id, p.name, p.slug, p.images, p.labels, p.product_type,
  c.price::text as price, c.selling_price::text as selling_price, ${ufpId} as ufp_id`;

/** The cards matching `where`, in `orderBy` order. */
export async function selectCards(db: Db, q: CardQuery): Promise<ProductCard[]> {
  const rows = await rowsOf<CardRow>(
    db,
    sql`with card as (${CARD_PRICES})
      select ${cardColumns(sql`coalesce(w.id, 0)::int`)}
      from card c
      join products p on p.id = c.id
      left join wishlist_items w on w.product_id = p.id and w.customer_id = ${q.customerId ?? 0}
      where ${q.where}
      order by ${q.orderBy}
      limit ${q.limit} offset ${q.offset ?? 0}`,
  );
  return rows.map(toCard);
}

/** `list` as SQL values for `in (…)`; an empty list matches nothing. */
export const sqlList = (list: readonly (number | string)[]): SQL =>
  list.length === 0
    ? sql`null`
    : sql.join(
        list.map((v) => sql`${v}`),
        sql`, `,
      );

/** The cards of `ids`, in that order (unknown ids skipped). */
export async function cardsByIds(db: Db, ids: readonly number[], customerId: number | null): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  const cards = await selectCards(db, {
    where: sql`c.id in (${sqlList(ids)})`,
    orderBy: sql`c.id`,
    limit: ids.length,
    customerId,
  });
  const byId = new Map(cards.map((c) => [c.product_id, c]));
  return ids.flatMap((id) => {
    const card = byId.get(id);
    return card ? [card] : [];
  });
}
