import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

// The catalogue: categories and collections, products, their variations, attributes, terms, tags, links and size
// guides. Re-exported by ../schema.ts, which drizzle-kit and the server import.

/** Categories and collections: both are "categories" to the back office (menu `collection.cat_slug`). */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    /** 'category' (/list/category/{slug}) or 'collection' (/list/collection/{slug}). */
    kind: text('kind', { enum: ['category', 'collection'] })
      .notNull()
      .default('category'),
    sort: integer('sort').notNull().default(0),
    image: text('image').notNull().default(''),
    /** Optional video for the category tile block (shell §3 "Category tile": cat_video). */
    video: text('video').notNull().default(''),
    description: text('description').notNull().default(''),
    /** Listing header image and flags (catalogue §3 "Header details"). */
    headerImage: text('header_image').notNull().default(''),
    showHeaderImage: boolean('show_header_image').notNull().default(true),
    showTitle: boolean('show_title').notNull().default(true),
    showDescription: boolean('show_description').notNull().default(true),
    tabs: jsonb('tabs').$type<{ tab_name: string; tab_description: string }[]>().notNull().default([]),
  },
  (t) => [index('categories_kind_sort').on(t.kind, t.sort)],
);

/** Which collections a product belongs to (its category is products.category_id). */
export const productCollections = pgTable(
  'product_collections',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    collectionId: integer('collection_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.collectionId] }),
    index('product_collections_collection').on(t.collectionId),
  ],
);

/** One row (id 1): the listing theme settings (catalogue §3 "Theme settings": ts_*). */
export const themeSettings = pgTable(
  'theme_settings',
  {
    id: integer('id').primaryKey().default(1),
    categoryShowFilter: boolean('category_show_filter').notNull().default(true),
    categoryShowBreadcrumb: boolean('category_show_breadcrumb').notNull().default(true),
    collectionShowFilter: boolean('collection_show_filter').notNull().default(true),
    collectionShowBreadcrumb: boolean('collection_show_breadcrumb').notNull().default(true),
    pageShowFilter: boolean('page_show_filter').notNull().default(true),
    pageShowBreadcrumb: boolean('page_show_breadcrumb').notNull().default(true),
  },
  (t) => [check('theme_settings_single_row', sql`${t.id} = 1`)],
);

/** Size guides a product may link (catalogue §3 "sizeguide": size_guide_name, size_guide_image). */
export const sizeGuides = pgTable('size_guides', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  image: text('image').notNull().default(''),
});

/** Variation attributes: 1 colour swatch, 2 image swatch, 3 text (shell §3 "Variation attribute"). */
export const attributes = pgTable(
  'attributes',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    type: smallint('type').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [check('attributes_type_known', sql`${t.type} in (1, 2, 3)`)],
);

/** An attribute's terms: terms_name, terms_value (a colour for type 1), terms_image (type 2). */
export const attributeTerms = pgTable(
  'attribute_terms',
  {
    id: serial('id').primaryKey(),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attributes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    value: text('value').notNull().default(''),
    image: text('image').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('attribute_terms_attribute').on(t.attributeId, t.sort)],
);

/** The terms a product offers: its pickers, and what the listing filters (filterArray) match. */
export const productTerms = pgTable(
  'product_terms',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    termId: integer('term_id')
      .notNull()
      .references(() => attributeTerms.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.termId] }), index('product_terms_term').on(t.termId, t.productId)],
);

/**
 * A variable product's sellable combinations (variation-wise-price: pv_*). Stock as on products: null
 * made to order, 0 out of stock, above 0 in stock.
 */
export const productVariations = pgTable(
  'product_variations',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    sellingPrice: numeric('selling_price', { precision: 12, scale: 2 }).notNull(),
    stock: integer('stock'),
    moq: integer('moq').notNull().default(1),
    length: numeric('length', { precision: 8, scale: 2 }),
    width: numeric('width', { precision: 8, scale: 2 }),
    height: numeric('height', { precision: 8, scale: 2 }),
    images: jsonb('images').$type<string[]>().notNull().default([]),
  },
  (t) => [
    index('product_variations_product').on(t.productId),
    check('product_variations_prices_valid', sql`${t.sellingPrice} >= 0 and ${t.price} >= 0`),
  ],
);

/** The terms that make up a variation, one per attribute. */
export const variationTerms = pgTable(
  'variation_terms',
  {
    variationId: integer('variation_id')
      .notNull()
      .references(() => productVariations.id, { onDelete: 'cascade' }),
    termId: integer('term_id')
      .notNull()
      .references(() => attributeTerms.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.variationId, t.termId] }), index('variation_terms_term').on(t.termId)],
);

/** Product to product links: 'look' (Complete the look) and 'related' (relatedProducts), in order. */
export const productLinks = pgTable(
  'product_links',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    linkedId: integer('linked_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['look', 'related'] }).notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.kind, t.linkedId] })],
);

export const tags = pgTable('tags', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
});

/** Whether a product cannot be sold (card selling price 0): it leads every listing order, so those go last. */
const unsellable = (t: { cardSellingPrice: AnyPgColumn }) => sql`(${t.cardSellingPrice} = 0)`;

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    sku: text('sku').notNull().default(''),
    description: text('description').notNull().default(''),
    // Money is exact: numeric(12,2), never floating point (ARCHITECTURE: strict where money is at stake).
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    sellingPrice: numeric('selling_price', { precision: 12, scale: 2 }).notNull(),
    /**
     * What the product card shows and listings filter and sort on (shell §3 "Product card"): the product's own
     * prices, or a variable product's cheapest variation's (by selling price, then id). Kept by the database
     * itself: triggers on products and product_variations (migration 0003) recompute them on every write,
     * so a listing reads one row per product instead of ranking every variation.
     */
    cardPrice: numeric('card_price', { precision: 12, scale: 2 }).notNull().default('0'),
    cardSellingPrice: numeric('card_selling_price', { precision: 12, scale: 2 }).notNull().default('0'),
    /** Comma-separated labels as the product card shows them ("New,Handcrafted"). */
    labels: text('labels').notNull().default(''),
    /** 0 simple, 1 variable (spec: shell §3 "Cart line"). */
    productType: smallint('product_type').notNull().default(0),
    /**
     * Units in stock (catalogue §4 "Variation"): null = available, made to order; 0 = out of stock, made
     * to order; above 0 = readily available. A variable product's stock is its variations'.
     */
    stock: integer('stock'),
    /** Minimum order quantity (product_moq). */
    moq: integer('moq').notNull().default(1),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    categoryId: integer('category_id').references(() => categories.id),
    /** Highlights, items separated by `##` (catalogue §3 product_highlight). */
    highlights: text('highlights').notNull().default(''),
    /** Tabs under the product (tab_name, tab_description as HTML). */
    tabs: jsonb('tabs').$type<{ tab_name: string; tab_description: string }[]>().notNull().default([]),
    /** Dimensions in inches (catalogue §2 "Product detail"). */
    length: numeric('length', { precision: 8, scale: 2 }),
    width: numeric('width', { precision: 8, scale: 2 }),
    height: numeric('height', { precision: 8, scale: 2 }),
    sizeGuideId: integer('size_guide_id').references(() => sizeGuides.id),
    /** Orders "New Arrivals" (sort newarrivals). */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_category').on(t.categoryId),
    index('products_selling_price').on(t.sellingPrice),
    index('products_card_selling_price').on(t.cardSellingPrice),
    index('products_created_at').on(t.createdAt),
    // The listing orders (listing-filters.ts orderBy): unsellable last, then the sort, ties on the id. One per
    // order for the whole shop and one per order within a category, so a page reads 12 index entries instead of
    // sorting every product in scope. 'random' changes by scope and day, so no index serves it.
    index('products_listing_default').on(unsellable(t), t.id),
    index('products_listing_price_asc').on(unsellable(t), t.cardSellingPrice, t.id),
    index('products_listing_price_desc').on(unsellable(t), t.cardSellingPrice.desc().nullsFirst(), t.id),
    index('products_listing_newest').on(unsellable(t), t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('products_category_listing_default').on(t.categoryId, unsellable(t), t.id),
    index('products_category_listing_price_asc').on(t.categoryId, unsellable(t), t.cardSellingPrice, t.id),
    index('products_category_listing_price_desc').on(
      t.categoryId,
      unsellable(t),
      t.cardSellingPrice.desc().nullsFirst(),
      t.id,
    ),
    index('products_category_listing_newest').on(
      t.categoryId,
      unsellable(t),
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // Search (`ilike '%term%'` on name or description, catalogue.ts getSearchResultData): trigram indexes
    // (pg_trgm, loaded into PGlite by pglite-open.ts) find a term of three or more letters without a scan.
    index('products_name_trgm').using('gin', t.name.op('gin_trgm_ops')),
    index('products_description_trgm').using('gin', t.description.op('gin_trgm_ops')),
    check('products_prices_valid', sql`${t.sellingPrice} >= 0 and ${t.price} >= 0`),
    check('products_moq_positive', sql`${t.moq} >= 1`),
  ],
);

/** Which tags a product carries (product list block "by tag", shell §7 tagsWiseProducts). */
export const productTags = pgTable(
  'product_tags',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.tagId] }), index('product_tags_tag').on(t.tagId, t.sort)],
);
