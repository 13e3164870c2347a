import { sql } from 'drizzle-orm';
import type { MenuEntry } from '@schemas/content';
import type { Db } from './client';
import type { SeedData } from './fixture-files';
import { catalogueDetailsEmpty, insertCatalogue, upgradeCatalogue } from './seed-catalogue';
import { checkoutIsEmpty, geographyIsEmpty, insertCheckout, insertGeography } from './seed-checkout';
import { hashDemoPasswords, insertCustomerAddresses, insertCustomers } from './seed-customers';
import { insertDemoOrders } from './seed-orders';
import { informationIsEmpty, insertInformation, upgradeInformation } from './seed-information';
import { insertShowcase, showcaseIsEmpty } from './seed-showcase';
import { banners, categories, customers, footer, homeSections, menuItems, pages, products, settings } from './schema';

/** Any constant: serialises concurrent first starts of several replicas on one PostgreSQL. */
const SEED_LOCK = 7_245_001;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function isEmpty(tx: Tx): Promise<boolean> {
  const tables = [settings, footer, menuItems, banners, homeSections, pages, categories, products];
  for (const table of tables) if ((await tx.$count(table)) > 0) return false;
  return true;
}

/** Fixture ids are kept (menus link pages and categories by id); entries without one get ids above the highest. */
function idAllocator(ids: (number | undefined)[]): (id: number | undefined) => number {
  let next = ids.reduce<number>((max, id) => Math.max(max, id ?? 0), 0) + 1;
  return (id) => id ?? next++;
}

const menuIds = (entries: MenuEntry[]): (number | undefined)[] =>
  entries.flatMap((e) => [e.menu_id, ...menuIds(e.children)]);

type MenuRow = typeof menuItems.$inferInsert;

/** Flattens the tree parents-first, so one INSERT stores the whole menu. */
function menuRows(entries: MenuEntry[], parentId: number | null, idFor: (id: number | undefined) => number): MenuRow[] {
  return entries.flatMap(({ children, menu_id, ...fields }, sort) => {
    const id = idFor(menu_id);
    return [{ id, parentId, sort, fields }, ...menuRows(children, id, idFor)];
  });
}

/** Explicit fixture ids leave serial sequences behind; move each past the highest id. */
async function resetSequences(tx: Tx): Promise<void> {
  for (const table of [
    'menu_items',
    'pages',
    'categories',
    'products',
    'tags',
    'size_guides',
    'attributes',
    'attribute_terms',
  ]) {
    await tx.execute(
      sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), greatest((select max(id) from ${table}), 1))`),
    );
  }
}

async function insertAll(tx: Tx, data: SeedData): Promise<void> {
  // The slowest part of a seed when waited for (ADR 056): made meanwhile, off the main thread.
  const hashes = hashDemoPasswords(data.customers ?? []);
  await tx.insert(settings).values({ id: 1, data: data.settings });
  await tx.insert(footer).values({ id: 1, data: data.footer });
  const menu = menuRows(data.menu, null, idAllocator(menuIds(data.menu)));
  if (menu.length > 0) await tx.insert(menuItems).values(menu);
  const bannerRows = (['browser', 'mobile'] as const).flatMap((device) =>
    data.banners[device].map((fields, sort) => ({ device, sort, fields })),
  );
  if (bannerRows.length > 0) await tx.insert(banners).values(bannerRows);
  await tx.insert(homeSections).values([
    { device: 'browser', sections: data.home.browser },
    { device: 'mobile', sections: data.home.mobile },
  ]);
  const pageId = idAllocator(Object.values(data.pages).map((p) => p.page.page_id));
  const pageRows = Object.entries(data.pages).map(([slug, { page, browser, mobile }]) => ({
    id: pageId(page.page_id),
    slug,
    name: page.page_name,
    showTitle: page.page_show_title,
    showBreadcrumb: page.page_show_breadcrumb,
    headerImage: page.page_header_image,
    customHeader: page.page_custom_header,
    browserSections: browser,
    mobileSections: mobile,
  }));
  if (pageRows.length > 0) await tx.insert(pages).values(pageRows);

  await insertCatalogue(tx, data);
  await insertShowcase(tx, data.showcase);
  await insertInformation(tx, data);
  await insertCustomers(tx, data.customers ?? [], hashes);
  if (data.checkout) {
    await insertCheckout(tx, data.checkout);
    await insertGeography(tx, data.checkout.geography);
    await insertCustomerAddresses(tx, data.customers ?? []);
  }
  await resetSequences(tx);
  // After the sequences: the orders take products' ids and stock as the catalogue left them.
  if (data.checkout) await insertDemoOrders(tx, data.demoOrders ?? []);
}

/**
 * Seeds an empty database from the fixtures, in one transaction (all or nothing). A database that
 * holds any content is left alone: a restart never reseeds over an editor's data. The one exception is
 * the showcase (team, awards, events, blogs, testimonials), added later: a database whose five showcase
 * tables are all empty gets them, so stores seeded before it existed gain the blocks' content.
 * Returns whether it seeded the whole database.
 */
export async function seedIfEmpty(db: Db, load: () => SeedData): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (!(await isEmpty(tx))) {
      if (await showcaseIsEmpty(tx)) await insertShowcase(tx, load().showcase);
      // A store seeded before issue 12 gains the articles' bodies, the FAQ and the care entries (seed-information.ts).
      if (await informationIsEmpty(tx)) await upgradeInformation(tx, load());
      // A store seeded before sign-in existed gains the demo customers (README).
      if ((await tx.$count(customers)) === 0) await insertCustomers(tx, load().customers ?? []);
      // A store seeded before issue 9 gains the catalogue's new tables and products (seed-catalogue.ts).
      // A store seeded before checkout existed gains the demo coupons and gift cards (README).
      const checkout = load().checkout;
      if (checkout && (await checkoutIsEmpty(tx))) await insertCheckout(tx, checkout);
      if (checkout && (await geographyIsEmpty(tx))) await insertGeography(tx, checkout.geography);
      if (await catalogueDetailsEmpty(tx)) {
        await upgradeCatalogue(tx, load());
        await resetSequences(tx);
      }
      return false;
    }
    await insertAll(tx, load());
    return true;
  });
}
