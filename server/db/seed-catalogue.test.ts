import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueFixtures, UNSELLABLE_ID, VARIABLE_ID } from '../handlers/catalogue/test-catalogue';
import type { RunningServer } from '../main';
import { START_TIMEOUT_MS, startTestServer } from '../test-support/test-server';
import { writeTinyFixtures } from '../test-support/tiny-fixtures';
import { loadSeedData } from './fixture-files';
import { attributes, categories, productLinks, products, productVariations, themeSettings } from './schema';
import { seedIfEmpty } from './seed';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer({ fixtures: catalogueFixtures });
}, START_TIMEOUT_MS);
afterAll(() => server.close());

const rows = async (table: typeof attributes | typeof productVariations | typeof productLinks | typeof products) =>
  (await server.database.db.select({ n: count() }).from(table))[0]?.n;

describe('a store seeded before issue 9', () => {
  it('gains the new catalogue on its next start, keeps what an editor changed, and does it once', async () => {
    const db = server.database.db;
    const seeded = { variations: await rows(productVariations), links: await rows(productLinks) };
    // What such a store holds: no attributes, variations, links, size guides, theme or collections; fewer
    // products; product details at their defaults.
    await db.update(products).set({ moq: 1, highlights: '', tabs: [], sizeGuideId: null });
    // (Not truncate … cascade on size_guides: products refer to it, and cascade would empty them too.)
    const emptied = ['attribute_terms', 'attributes', 'product_variations', 'product_links', 'size_guides'];
    for (const table of [...emptied, 'theme_settings', 'product_collections', 'product_terms']) {
      await db.execute(sql.raw(`delete from ${table}`));
    }
    await db.delete(products).where(eq(products.id, UNSELLABLE_ID));
    await db.update(products).set({ name: 'Renamed by the editor', sellingPrice: '4999.00' }).where(eq(products.id, 1));

    const load = () => loadSeedData(writeTinyFixtures(catalogueFixtures));
    expect(await seedIfEmpty(db, load)).toBe(false);

    expect(await rows(productVariations)).toBe(seeded.variations);
    expect(await rows(productLinks)).toBe(seeded.links);
    expect(await rows(attributes)).toBe(3);
    expect(await db.$count(themeSettings)).toBe(1);
    const [back] = await db.select().from(products).where(eq(products.id, UNSELLABLE_ID));
    expect(back?.sellingPrice).toBe('0.00');
    const [ring] = await db.select().from(products).where(eq(products.id, VARIABLE_ID));
    expect(ring?.sizeGuideId).toBe(1);
    const [edited] = await db.select().from(products).where(eq(products.id, 1));
    expect(edited).toMatchObject({ name: 'Renamed by the editor', sellingPrice: '4999.00' });
    expect(await db.$count(categories)).toBe(5);

    // A second start finds the catalogue there and adds nothing.
    expect(await seedIfEmpty(db, load)).toBe(false);
    expect(await rows(productVariations)).toBe(seeded.variations);
  });
});
