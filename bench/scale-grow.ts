import { sql } from 'drizzle-orm';
import type { Db } from '../server/db/client';

/**
 * Grows a seeded catalogue to `target` products for the scale run (issue 13 §2), in set-based SQL: each new
 * product is a copy of a seeded one (the seed's products in turn, round after round) with its variations and
 * their terms, the terms it offers, its category (a column), collections, tags and related links, so listings,
 * filters, product pages, search, bags and orders work on the grown catalogue as on the seed. A copy's name,
 * slug and SKUs carry its round ("Emerald Kundan Choker 17", `emerald-kundan-choker-17`); it is a little older
 * than its original per round, so New Arrivals still has an order.
 *
 * Triggers are off for the copy, inside its transaction (`session_replication_role = replica`, as a superuser,
 * which the bench is on its throwaway cluster and PGlite always is): the copies take their originals' card prices
 * (their variations are the same) instead of the card-price triggers (migration 0003) updating the product once
 * per copied variation, and foreign keys are not re-checked row by row for rows copied from rows that exist.
 * Sequences are moved past the new ids. VACUUM ANALYZE and a checkpoint follow, as a catalogue that has been in
 * use for a while would have had: without them, autovacuum took the fresh rows (400,000 variations) and the
 * checkpointer their pages during the load.
 */

/** The statements, in order, to run in one transaction; `need` new products (0 = nothing to do). */
export function growthStatements(need: number): string[] {
  if (!Number.isSafeInteger(need) || need < 0) throw new Error(`not a product count: ${need}`);
  if (need === 0) return [];
  return [
    // Triggers off for this transaction only: the card prices (copied below) and the foreign keys (copied rows
    // reference rows that exist) need no recomputing; it takes the copy from minutes to seconds.
    'set local session_replication_role = replica',
    // n-th new product: a copy of the seed's (n-1 mod S)-th product, in round (n-1 div S)+1, with id base+n.
    `create temp table scale_grow on commit drop as
      with src as (select id, (row_number() over (order by id) - 1)::int as k from products),
        size as (select count(*)::int as s, max(id) as base from products)
      select n, size.base + n as new_id, src.id as source_id, (n - 1) / size.s + 1 as round
      from generate_series(1, ${need}) n cross join size join src on src.k = (n - 1) % size.s`,
    `insert into products (id, name, slug, sku, description, price, selling_price, card_price, card_selling_price,
        labels, product_type, stock, moq, images, category_id, highlights, tabs, length, width, height, size_guide_id,
        created_at)
      select g.new_id, p.name || ' ' || g.round, p.slug || '-' || g.round,
        case when p.sku = '' then '' else p.sku || '-' || g.round end,
        p.description, p.price, p.selling_price, p.card_price, p.card_selling_price, p.labels, p.product_type,
        p.stock, p.moq, p.images, p.category_id, p.highlights, p.tabs, p.length, p.width, p.height,
        p.size_guide_id, p.created_at - make_interval(mins => g.round)
      from scale_grow g join products p on p.id = g.source_id`,
    `create temp table scale_grow_variations on commit drop as
      select g.new_id as product_id, v.id as source_id,
        (select coalesce(max(id), 0) from product_variations) + row_number() over (order by g.n, v.id) as new_id,
        g.round
      from scale_grow g join product_variations v on v.product_id = g.source_id`,
    `insert into product_variations (id, product_id, sku, price, selling_price, stock, moq, length, width, height,
        images)
      select gv.new_id, gv.product_id, v.sku || '-' || gv.round, v.price, v.selling_price, v.stock, v.moq, v.length,
        v.width, v.height, v.images
      from scale_grow_variations gv join product_variations v on v.id = gv.source_id`,
    `insert into variation_terms (variation_id, term_id)
      select gv.new_id, vt.term_id from scale_grow_variations gv join variation_terms vt on vt.variation_id = gv.source_id`,
    `insert into product_terms (product_id, term_id)
      select g.new_id, x.term_id from scale_grow g join product_terms x on x.product_id = g.source_id`,
    `insert into product_collections (product_id, collection_id)
      select g.new_id, x.collection_id from scale_grow g join product_collections x on x.product_id = g.source_id`,
    `insert into product_tags (product_id, tag_id, sort)
      select g.new_id, x.tag_id, x.sort from scale_grow g join product_tags x on x.product_id = g.source_id`,
    `insert into product_links (product_id, linked_id, kind, sort)
      select g.new_id, x.linked_id, x.kind, x.sort from scale_grow g join product_links x on x.product_id = g.source_id`,
    "select setval(pg_get_serial_sequence('products', 'id'), (select max(id) from products))",
    "select setval(pg_get_serial_sequence('product_variations', 'id'), greatest((select max(id) from product_variations), 1))",
  ];
}

const count = async (db: Db, table: string) => {
  const result = (await db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0]?.n ?? 0;
};

/** Grows the catalogue of `db` to `target` products (none taken away); returns how many it added. */
export async function growCatalogue(db: Db, target: number): Promise<number> {
  const need = Math.max(0, target - (await count(db, 'products')));
  const statements = growthStatements(need);
  if (statements.length === 0) return 0;
  await db.transaction(async (tx) => {
    for (const statement of statements) await tx.execute(sql.raw(statement));
  });
  for (const table of ['products', 'product_variations', 'variation_terms', 'product_terms', 'product_collections']) {
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  }
  await db.execute(sql.raw('checkpoint'));
  return need;
}
