import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../server/db/client';
import { loadSeedData } from '../server/db/fixture-files';
import { seedIfEmpty } from '../server/db/seed';
import { getSearchResultData } from '../server/handlers/catalogue';
import { productList } from '../server/handlers/catalogue/listing';
import { productDetails } from '../server/handlers/catalogue/product-details';
import type { HandlerContext } from '../server/handlers/types';
import { growCatalogue, growthStatements } from './scale-grow';

const rows = async <T>(db: Database['db'], text: string) =>
  ((await db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;

describe('growthStatements', () => {
  it('is empty when nothing is needed and refuses a count that is not one', () => {
    expect(growthStatements(0)).toEqual([]);
    expect(() => growthStatements(-1)).toThrow();
    expect(() => growthStatements(1.5)).toThrow();
  });

  it('switches triggers off for its own transaction only', () => {
    expect(growthStatements(10)[0]).toBe('set local session_replication_role = replica');
  });
});

describe('growCatalogue on the seeded catalogue (PGlite)', () => {
  let database: Database;
  let ctx: HandlerContext;
  let seeded: number;

  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    await database.migrate();
    await seedIfEmpty(database.db, () => loadSeedData());
    ctx = { db: database.db, bearerToken: null, publicUrl: '', idempotencyKey: null, clientAddress: '' };
    seeded = (await rows<{ n: number }>(database.db, 'select count(*)::int as n from products'))[0]?.n ?? 0;
  }, 60_000);
  afterAll(() => database?.close());

  it('copies products with their variations, terms and links up to the target, and leaves a larger one alone', async () => {
    const target = seeded * 2 + 7;
    expect(await growCatalogue(database.db, target)).toBe(target - seeded);
    expect(await growCatalogue(database.db, target - 1)).toBe(0);
    const [counts] = await rows<Record<string, number>>(
      database.db,
      `select (select count(*)::int from products) as products,
        (select count(*)::int from products where product_type = 1
          and not exists (select 1 from product_variations v where v.product_id = products.id)) as variable_without,
        (select count(*)::int from product_variations v where not exists
          (select 1 from variation_terms t where t.variation_id = v.id)) as variations_without_terms,
        (select count(*)::int from products p join products o on o.slug || '-1' = p.slug
          where p.card_selling_price <> o.card_selling_price
             or (select count(*) from product_terms x where x.product_id = p.id)
             <> (select count(*) from product_terms x where x.product_id = o.id)) as copies_unlike`,
    );
    expect(counts).toEqual({ products: target, variable_without: 0, variations_without_terms: 0, copies_unlike: 0 });
  });

  it('keeps the card prices right for later writes (the triggers are back on) and the sequences ahead', async () => {
    const [variable] = await rows<{ id: number }>(
      database.db,
      "select id from products where product_type = 1 and slug like '%-1' order by id limit 1",
    );
    await database.db.execute(
      sql`update product_variations set selling_price = 1, price = 2 where product_id = ${variable?.id}`,
    );
    const [card] = await rows<{ card_selling_price: string }>(
      database.db,
      `select card_selling_price from products where id = ${variable?.id}`,
    );
    expect(card?.card_selling_price).toBe('1.00');
    await database.db.execute(
      sql`insert into products (name, slug, price, selling_price) values ('New one', 'new-one', 10, 10)`,
    );
  });

  it('serves listings, product pages and search over the copies', async () => {
    const listing = await productList(
      { type: '', slug: 'all', filterArray: [], sort: 'newarrivals', priceRange: null, page: 1 },
      ctx,
    );
    expect(listing.resProductsData?.total).toBeGreaterThan(seeded * 2);
    const [copy] = await rows<{ slug: string; name: string }>(
      database.db,
      "select slug, name from products where product_type = 1 and slug like '%-1' order by id limit 1",
    );
    const detail = await productDetails({ slug: copy?.slug ?? '' }, ctx);
    expect(detail.status).toBe('success');
    expect(detail.variationData.length).toBeGreaterThan(0);
    const found = await getSearchResultData({ search_filter: copy?.name ?? '' }, ctx);
    expect(found.data.data.map((c) => c.product_slug)).toContain(copy?.slug);
  });
});
