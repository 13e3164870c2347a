import { sql } from 'drizzle-orm';
import type { Db } from '../server/db/client';
import type { OrderCheck, StockCheck } from './scale-report';

/**
 * What the database says about the scale run (issue 13 §2): stock before and after, the run's orders, row counts.
 * `snapshotStock` runs before the load; the checks after it, once the servers have stopped.
 */

const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** Keeps every product's and variation's stock in `scale_stock_before`; returns the last order id before the run. */
export async function snapshotStock(db: Db): Promise<number> {
  await db.execute(sql`drop table if exists scale_stock_before`);
  await db.execute(sql`create table scale_stock_before as
    select 'p'::text as kind, id, stock from products where stock is not null
    union all select 'v', id, stock from product_variations where stock is not null`);
  const [row] = await rowsOf<{ id: number }>(db, sql`select coalesce(max(id), 0)::int as id from orders`);
  return row?.id ?? 0;
}

/**
 * Oversold: pieces the run's orders took beyond a row's starting stock, and stock below zero anywhere. Drift:
 * rows whose stock fell by other than the pieces the run's orders took from them (both should be impossible).
 */
export async function checkStock(db: Db, firstOrderId: number, raceProductIds: readonly number[]): Promise<StockCheck> {
  const race = JSON.stringify(raceProductIds);
  const [row] = await rowsOf<StockCheck>(
    db,
    sql`with sold as (
        select case when i.variation_id is null then 'p' else 'v' end as kind,
          coalesce(i.variation_id, i.product_id) as id, sum(i.quantity)::int as pieces
        from order_items i join orders o on o.id = i.order_id
        where o.id > ${firstOrderId} and not i.made_to_order
        group by 1, 2),
      now as (select 'p'::text as kind, id, stock from products union all select 'v', id, stock from product_variations),
      rows as (
        select b.kind, b.id, b.stock as start, coalesce(n.stock, 0) as now, coalesce(s.pieces, 0) as sold
        from scale_stock_before b left join now n using (kind, id) left join sold s using (kind, id)),
      race as (select value::int as id from json_array_elements_text(${race}::json))
      select
        (coalesce(sum(greatest(sold - start, 0)), 0) + coalesce(sum(greatest(-now, 0)), 0))::int as "oversoldPieces",
        (select count(*)::int from now where stock < 0) as "negativeStock",
        (count(*) filter (where start - now <> sold))::int as "driftRows",
        coalesce(sum(sold), 0)::int as "piecesSold",
        (coalesce(sum(sold) filter (where kind = 'p' and id in (select id from race)), 0))::int as "racePiecesSold",
        (coalesce(sum(start) filter (where kind = 'p' and id in (select id from race)), 0))::int as "raceStartPieces"
      from rows`,
  );
  if (!row) throw new Error('stock check: no row');
  return row;
}

/** Every acknowledged order number in the database exactly once; the run's orders nobody was told of. */
export async function checkOrders(db: Db, firstOrderId: number, acknowledged: readonly string[]): Promise<OrderCheck> {
  const numbers = JSON.stringify(acknowledged);
  const [row] = await rowsOf<Omit<OrderCheck, 'acknowledged'>>(
    db,
    sql`with ack as (select distinct value as number from json_array_elements_text(${numbers}::json)),
      found as (select a.number, count(o.id)::int as n from ack a left join orders o on o.number = a.number group by a.number)
      select
        (count(*) filter (where n = 1))::int as "presentOnce",
        (count(*) filter (where n = 0))::int as missing,
        (count(*) filter (where n > 1))::int as duplicated,
        (select count(*)::int from orders o where o.id > ${firstOrderId}
          and o.number not in (select number from ack)) as "unacknowledgedInDb"
      from found`,
  );
  if (!row) throw new Error('order check: no row');
  // A number acknowledged twice (two orders answered with one number) is a duplicate too.
  const repeated = acknowledged.length - new Set(acknowledged).size;
  return { acknowledged: acknowledged.length, ...row, duplicated: row.duplicated + repeated };
}

export const COUNTED_TABLES = [
  'products',
  'product_variations',
  'orders',
  'order_items',
  'customers',
  'sessions',
  'cart_lines',
  'idempotency_keys',
  'email_outbox',
] as const;

export async function rowCounts(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of COUNTED_TABLES) {
    const [row] = await rowsOf<{ n: number }>(db, sql.raw(`select count(*)::int as n from ${table}`));
    counts[table] = row?.n ?? 0;
  }
  return counts;
}
