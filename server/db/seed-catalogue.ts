import { sql } from 'drizzle-orm';
import type { Db } from './client';
import type { SeedData } from './fixture-files';
import {
  attributes,
  attributeTerms,
  categories,
  productCollections,
  productLinks,
  products,
  productTags,
  productTerms,
  productVariations,
  sizeGuides,
  tags,
  themeSettings,
  variationTerms,
} from './schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Category = SeedData['categories'][number];
type Product = SeedData['products'][number];

/**
 * The catalogue part of the seed (issue 9 §1): categories and collections with their headers, tags, size
 * guides, attributes and terms, theme settings, products with their details, collections, tags, filter terms,
 * variations and links. Every insert skips rows that already exist, so the same code also completes a database
 * seeded before this issue (`upgradeCatalogue`).
 */

const categoryRow = (c: Category, kind: 'category' | 'collection') => ({
  id: c.cat_id,
  name: c.cat_name,
  slug: c.cat_slug,
  kind,
  sort: c.cat_sort ?? 0,
  image: c.cat_image,
  video: c.cat_video ?? '',
  description: c.cat_desc,
  headerImage: c.cat_header_image ?? '',
  showHeaderImage: c.cat_show_header_image ?? true,
  showTitle: c.cat_show_title ?? true,
  showDescription: c.cat_show_desc ?? true,
  tabs: c.cat_tabs ?? [],
});

/** The columns issue 9 added to products, as the fixture gives them. */
const productDetails = (p: Product) => ({
  moq: p.product_moq ?? 1,
  highlights: p.product_highlight ?? '',
  tabs: p.product_tabs ?? [],
  length: p.product_length ?? null,
  width: p.product_width ?? null,
  height: p.product_height ?? null,
  sizeGuideId: p.size_guide_id ?? null,
  ...(p.created_at ? { createdAt: new Date(p.created_at) } : {}),
});

/** Inserts in slices: one statement carries at most a few thousand parameters. */
async function insertMany<T>(rows: T[], insert: (slice: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) await insert(rows.slice(i, i + 500));
}

/**
 * The products' variations and their terms, in one statement each (a statement costs the embedded database a
 * few milliseconds, and a product at a time took a second of a fresh start). A variation's terms find it by its
 * product and SKU, so a product must not list one SKU twice.
 */
async function insertVariations(tx: Tx, data: SeedData): Promise<void> {
  const existing = await tx.select({ productId: productVariations.productId }).from(productVariations);
  const done = new Set(existing.map((r) => r.productId));
  const variable = data.products.filter((p) => (p.variations ?? []).length > 0 && !done.has(p.product_id));
  const key = (productId: number, sku: string) => `${productId}\u0000${sku}`;
  const terms = new Map<string, number[]>();
  for (const p of variable) {
    for (const v of p.variations ?? []) {
      if (terms.has(key(p.product_id, v.pv_sku))) {
        throw new Error(`Product ${p.product_id} lists the variation SKU ${v.pv_sku} twice`);
      }
      terms.set(key(p.product_id, v.pv_sku), v.terms);
    }
  }
  const rows = variable.flatMap((p) =>
    (p.variations ?? []).map((v) => ({
      productId: p.product_id,
      sku: v.pv_sku,
      price: v.pv_price.toFixed(2),
      sellingPrice: v.pv_selling_price.toFixed(2),
      stock: v.pv_stock,
      moq: v.pv_moq ?? 1,
      length: v.pv_length ?? null,
      width: v.pv_width ?? null,
      height: v.pv_height ?? null,
      images: v.pv_images ?? [],
    })),
  );
  const inserted: { id: number; productId: number; sku: string }[] = [];
  await insertMany(rows, async (slice) => {
    inserted.push(
      ...(await tx
        .insert(productVariations)
        .values(slice)
        .returning({ id: productVariations.id, productId: productVariations.productId, sku: productVariations.sku })),
    );
  });
  const termRows = inserted.flatMap(({ id, productId, sku }) =>
    (terms.get(key(productId, sku)) ?? []).map((termId) => ({ variationId: id, termId })),
  );
  await insertMany(termRows, (slice) => tx.insert(variationTerms).values(slice).onConflictDoNothing());
}

export async function insertCatalogue(tx: Tx, data: SeedData): Promise<void> {
  const categoryRows = [
    ...data.categories.map((c) => categoryRow(c, 'category')),
    ...data.collections.map((c) => categoryRow(c, 'collection')),
  ];
  if (categoryRows.length > 0) await tx.insert(categories).values(categoryRows).onConflictDoNothing();
  const slugs = await tx.select({ id: categories.id, slug: categories.slug }).from(categories);
  const categoryIds = new Map(slugs.map((c) => [c.slug, c.id]));
  if (data.sizeGuides.length > 0) {
    await tx
      .insert(sizeGuides)
      .values(data.sizeGuides.map((g) => ({ id: g.size_guide_id, name: g.size_guide_name, image: g.size_guide_image })))
      .onConflictDoNothing();
  }
  if (data.themeSettings) {
    const t = data.themeSettings;
    await tx
      .insert(themeSettings)
      .values({
        id: 1,
        categoryShowFilter: t.ts_category_show_filter,
        categoryShowBreadcrumb: t.ts_category_show_breadcrumb,
        collectionShowFilter: t.ts_collection_show_filter,
        collectionShowBreadcrumb: t.ts_collection_show_breadcrumb,
        pageShowFilter: t.ts_page_show_filter,
        pageShowBreadcrumb: t.ts_page_show_breadcrumb,
      })
      .onConflictDoNothing();
  }
  if (data.attributes.length > 0) {
    await tx
      .insert(attributes)
      .values(
        data.attributes.map((a, sort) => ({
          id: a.attribute_id,
          name: a.attribute_name,
          type: a.attribute_type,
          sort,
        })),
      )
      .onConflictDoNothing();
    const termRows = data.attributes.flatMap((a) =>
      a.terms.map((t, sort) => ({
        id: t.terms_id,
        attributeId: a.attribute_id,
        name: t.terms_name,
        value: t.terms_value,
        image: t.terms_image ?? '',
        sort,
      })),
    );
    await tx.insert(attributeTerms).values(termRows).onConflictDoNothing();
  }
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
    ...productDetails(p),
  }));
  await insertMany(productRows, (rows) => tx.insert(products).values(rows).onConflictDoNothing());
  if (data.tags.length > 0) {
    await tx
      .insert(tags)
      .values(data.tags.map((t) => ({ id: t.tag_id, name: t.tag_name, slug: t.tag_slug })))
      .onConflictDoNothing();
  }
  await insertProductLinks(tx, data, categoryIds);
  await insertVariations(tx, data);
}

async function insertProductLinks(tx: Tx, data: SeedData, categoryIds: Map<string, number>): Promise<void> {
  const tagIds = new Map(data.tags.map((t) => [t.tag_slug, t.tag_id]));
  const tagRows = data.products.flatMap((p, sort) =>
    p.tags.flatMap((slug) => {
      const tagId = tagIds.get(slug);
      return tagId === undefined ? [] : [{ productId: p.product_id, tagId, sort }];
    }),
  );
  await insertMany(tagRows, (rows) => tx.insert(productTags).values(rows).onConflictDoNothing());
  const collectionRows = data.products.flatMap((p) =>
    p.collections.flatMap((slug) => {
      const collectionId = categoryIds.get(slug);
      return collectionId === undefined ? [] : [{ productId: p.product_id, collectionId }];
    }),
  );
  await insertMany(collectionRows, (rows) => tx.insert(productCollections).values(rows).onConflictDoNothing());
  // A product's filter terms: its own, and every term of its variations.
  const termRows = data.products.flatMap((p) => {
    const terms = new Set([...(p.terms ?? []), ...(p.variations ?? []).flatMap((v) => v.terms)]);
    return [...terms].map((termId) => ({ productId: p.product_id, termId }));
  });
  await insertMany(termRows, (rows) => tx.insert(productTerms).values(rows).onConflictDoNothing());
  const linkRows = data.products.flatMap((p) => [
    ...(p.looks ?? []).map((linkedId, sort) => ({ productId: p.product_id, linkedId, kind: 'look' as const, sort })),
    ...(p.related ?? []).map((linkedId, sort) => ({
      productId: p.product_id,
      linkedId,
      kind: 'related' as const,
      sort,
    })),
  ]);
  await insertMany(linkRows, (rows) => tx.insert(productLinks).values(rows).onConflictDoNothing());
}

/** Whether the tables issue 9 added to the catalogue are all empty (a database seeded before it). */
export async function catalogueDetailsEmpty(tx: Tx): Promise<boolean> {
  for (const table of [attributes, productVariations, sizeGuides, themeSettings, productCollections]) {
    if ((await tx.$count(table)) > 0) return false;
  }
  return true;
}

/**
 * Completes a database seeded before issue 9: the new categories, collections and products are added, products
 * that were already there gain the new details (MOQ, highlights, tabs, dimensions, size guide, date added; no
 * editor could set them before), and everything else the catalogue seed holds is inserted. Names, prices and
 * stock of existing rows are left as they are.
 */
export async function upgradeCatalogue(tx: Tx, data: SeedData): Promise<void> {
  await insertCatalogue(tx, data);
  for (const p of data.products) {
    await tx
      .update(products)
      .set(productDetails(p))
      .where(sql`${products.id} = ${p.product_id}`);
  }
}
