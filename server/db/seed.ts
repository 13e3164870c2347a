import { sql } from 'drizzle-orm';
import type { MenuEntry } from '@schemas/content';
import type { Db } from './client';
import type { SeedData } from './fixture-files';
import { insertShowcase, showcaseIsEmpty } from './seed-showcase';
import {
  banners,
  categories,
  footer,
  homeSections,
  menuItems,
  pages,
  products,
  productTags,
  settings,
  tags,
} from './schema';

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
  for (const table of ['menu_items', 'pages', 'categories', 'products', 'tags']) {
    await tx.execute(
      sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), greatest((select max(id) from ${table}), 1))`),
    );
  }
}

async function insertAll(tx: Tx, data: SeedData): Promise<void> {
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

  const categoryRows = data.categories.map((c) => ({
    id: c.cat_id,
    name: c.cat_name,
    slug: c.cat_slug,
    image: c.cat_image,
    video: c.cat_video ?? '',
    description: c.cat_desc,
  }));
  if (categoryRows.length > 0) await tx.insert(categories).values(categoryRows);
  const categoryIds = new Map(data.categories.map((c) => [c.cat_slug, c.cat_id]));
  const productRows = data.products.map((p) => ({
    id: p.product_id,
    name: p.product_name,
    slug: p.product_slug,
    sku: p.product_sku,
    description: p.product_description,
    price: p.product_price.toFixed(2),
    sellingPrice: p.product_selling_price.toFixed(2),
    labels: p.product_label_name,
    productType: p.product_type,
    stock: p.product_stock ?? null,
    images: p.images,
    categoryId: categoryIds.get(p.cat_slug) ?? null,
  }));
  if (productRows.length > 0) await tx.insert(products).values(productRows);
  if (data.tags.length > 0) {
    await tx.insert(tags).values(data.tags.map((t) => ({ id: t.tag_id, name: t.tag_name, slug: t.tag_slug })));
  }
  const tagIds = new Map(data.tags.map((t) => [t.tag_slug, t.tag_id]));
  const tagRows = data.products.flatMap((p, sort) =>
    p.tags.flatMap((slug) => {
      const tagId = tagIds.get(slug);
      return tagId === undefined ? [] : [{ productId: p.product_id, tagId, sort }];
    }),
  );
  if (tagRows.length > 0) await tx.insert(productTags).values(tagRows);
  await insertShowcase(tx, data.showcase);
  await resetSequences(tx);
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
      return false;
    }
    await insertAll(tx, load());
    return true;
  });
}
