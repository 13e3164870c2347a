import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, productVariations } from '../../db/schema';
import type { RunningServer } from '../../main';
import { START_TIMEOUT_MS, startTestServer } from '../../test-support/test-server';
import { VARIABLE_ID, catalogueFixtures } from './test-catalogue';

/**
 * The card prices the database keeps on each product (migration 0003): the product's own, or its cheapest
 * variation's by selling price then id, whoever writes the product or its variations.
 */
let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer({ fixtures: catalogueFixtures });
}, START_TIMEOUT_MS);
afterAll(() => server.close());

const cardOf = async (id: number) => {
  const [row] = await server.database.db
    .select({ price: products.cardPrice, selling: products.cardSellingPrice })
    .from(products)
    .where(eq(products.id, id));
  return row;
};

/** Every product's card prices recomputed from scratch, as the listing once did per request. */
const expected = sql`select p.id, coalesce(v.price, p.price)::text as price,
    coalesce(v.selling_price, p.selling_price)::text as selling
  from products p left join lateral (
    select pv.price, pv.selling_price from product_variations pv where pv.product_id = p.id
    order by pv.selling_price, pv.id limit 1) v on p.product_type = 1
  order by p.id`;

describe('card prices kept by the database', () => {
  it('match the cheapest variation (or the product) for every seeded product', async () => {
    const stored = await server.database.db
      .select({ id: products.id, price: products.cardPrice, selling: products.cardSellingPrice })
      .from(products)
      .orderBy(products.id);
    const { rows } = (await server.database.db.execute(expected)) as unknown as { rows: unknown[] };
    expect(stored).toEqual(rows);
  });

  it('follow a variation made cheaper, then removed, and a product re-priced', async () => {
    const db = server.database.db;
    const before = await cardOf(VARIABLE_ID);
    const [dearest] = await db
      .select({ id: productVariations.id })
      .from(productVariations)
      .where(eq(productVariations.productId, VARIABLE_ID))
      .orderBy(sql`${productVariations.sellingPrice} desc`)
      .limit(1);
    if (!dearest) throw new Error('the test catalogue has no variations for its variable product');

    await db
      .update(productVariations)
      .set({ price: '150.00', sellingPrice: '99.50' })
      .where(eq(productVariations.id, dearest.id));
    expect(await cardOf(VARIABLE_ID)).toEqual({ price: '150.00', selling: '99.50' });

    await db.delete(productVariations).where(eq(productVariations.id, dearest.id));
    expect(await cardOf(VARIABLE_ID)).toEqual(before);

    const [simple] = await db.select({ id: products.id }).from(products).where(eq(products.productType, 0)).limit(1);
    if (!simple) throw new Error('the test catalogue has no simple product');
    await db.update(products).set({ price: '500.00', sellingPrice: '450.25' }).where(eq(products.id, simple.id));
    expect(await cardOf(simple.id)).toEqual({ price: '500.00', selling: '450.25' });
  });
});
