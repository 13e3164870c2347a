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
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { HeroBanner, Section } from '@schemas/cms';
import type { FooterContent, MenuEntry, SiteSettings } from '@schemas/content';

/**
 * The reference back office's tables (docs/decisions/003-server-stack.md). CMS content is stored in
 * the strict, already-validated page model (StoredPageSchema / SectionListSchema output) as JSON, so
 * what the API serves always parses; catalogue and newsletter data are relational.
 */

/** One row (id 1): the sitesettings object (spec: shell §3). */
export const settings = pgTable(
  'settings',
  {
    id: integer('id').primaryKey().default(1),
    data: jsonb('data').$type<SiteSettings>().notNull(),
  },
  (t) => [check('settings_single_row', sql`${t.id} = 1`)],
);

export type MenuFields = Omit<MenuEntry, 'children' | 'menu_id'>;

/** The top menu as a tree: parent_id + sort within the parent. */
export const menuItems = pgTable(
  'menu_items',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => menuItems.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
    fields: jsonb('fields').$type<MenuFields>().notNull(),
  },
  (t) => [index('menu_items_parent_sort').on(t.parentId, t.sort)],
);

/** One row (id 1): footerIdData. */
export const footer = pgTable(
  'footer',
  {
    id: integer('id').primaryKey().default(1),
    data: jsonb('data').$type<FooterContent>().notNull(),
  },
  (t) => [check('footer_single_row', sql`${t.id} = 1`)],
);

/** Hero banners; browser and mobile sets are separate (spec: shell §2 "Home page"). */
export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    device: text('device', { enum: ['browser', 'mobile'] }).notNull(),
    sort: integer('sort').notNull().default(0),
    fields: jsonb('fields').$type<HeroBanner>().notNull(),
  },
  (t) => [index('banners_device_sort').on(t.device, t.sort)],
);

/** Home page layout sections, one row per device. */
export const homeSections = pgTable('home_sections', {
  device: text('device', { enum: ['browser', 'mobile'] }).primaryKey(),
  sections: jsonb('sections').$type<Section[]>().notNull(),
});

/** CMS content pages served by `pagecontent` (spec: shell §2 "Content page"). */
export const pages = pgTable('pages', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  showTitle: boolean('show_title').notNull().default(true),
  showBreadcrumb: boolean('show_breadcrumb').notNull().default(true),
  headerImage: text('header_image').notNull().default(''),
  customHeader: text('custom_header').notNull().default(''),
  browserSections: jsonb('browser_sections').$type<Section[]>().notNull(),
  mobileSections: jsonb('mobile_sections').$type<Section[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  image: text('image').notNull().default(''),
  /** Optional video for the category tile block (shell §3 "Category tile": cat_video). */
  video: text('video').notNull().default(''),
  description: text('description').notNull().default(''),
});

export const tags = pgTable('tags', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
});

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
    /** Comma-separated labels as the product card shows them ("New,Handcrafted"). */
    labels: text('labels').notNull().default(''),
    /** 0 simple, 1 variable (spec: shell §3 "Cart line"). */
    productType: smallint('product_type').notNull().default(0),
    /** Units in stock; 0 means made to order (spec: shell §1, about 25-30 days). */
    stock: integer('stock'),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    categoryId: integer('category_id').references(() => categories.id),
  },
  (t) => [
    index('products_category').on(t.categoryId),
    check('products_prices_valid', sql`${t.sellingPrice} >= 0 and ${t.price} >= 0`),
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

/** Listed content for the team (8), awards (9), events (10), blogs (16) and testimonials (15) blocks. */
export const teamMembers = pgTable('team_members', {
  id: serial('id').primaryKey(),
  sort: integer('sort').notNull().default(0),
  name: text('name').notNull(),
  image: text('image').notNull().default(''),
  description: text('description').notNull().default(''),
});

export const awards = pgTable('awards', {
  id: serial('id').primaryKey(),
  sort: integer('sort').notNull().default(0),
  name: text('name').notNull(),
  image: text('image').notNull().default(''),
  description: text('description').notNull().default(''),
});

export const events = pgTable('events', {
  id: serial('id').primaryKey(),
  sort: integer('sort').notNull().default(0),
  name: text('name').notNull(),
  image: text('image').notNull().default(''),
  booth: text('booth').notNull().default(''),
});

export const blogs = pgTable('blogs', {
  id: serial('id').primaryKey(),
  sort: integer('sort').notNull().default(0),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  image: text('image').notNull().default(''),
  shortDescription: text('short_description').notNull().default(''),
  featured: boolean('featured').notNull().default(true),
});

export const testimonials = pgTable('testimonials', {
  id: serial('id').primaryKey(),
  sort: integer('sort').notNull().default(0),
  name: text('name').notNull(),
  location: text('location').notNull().default(''),
  description: text('description').notNull(),
  image: text('image').notNull().default(''),
  featured: boolean('featured').notNull().default(true),
});

/**
 * Booked appointments (shell §2 "Appointment booking widget"). One booking per slot: a second request for
 * the same date and time is refused (unique index), so two shoppers never hold one consultation.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    note: text('note').notNull(),
    /** YYYY-MM-DD and HH:MM in the shop's time zone (Asia/Kolkata). */
    date: text('date').notNull(),
    time: text('time').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('appointments_slot').on(t.date, t.time)],
);

/** Newsletter sign-ups; one row per e-mail, case-insensitively (spec: shell §5, §7). */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    /** Opaque random token carried by the unsubscribe link (/unsubscribe?id=…). */
    unsubscribeId: text('unsubscribe_id').notNull().unique(),
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull().defaultNow(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('newsletter_email_ci').on(sql`lower(${t.email})`)],
);

/** Outgoing e-mail (ARCHITECTURE: "E-mail goes through an outbox table"); the dev mailbox reads it. */
export const emailOutbox = pgTable('email_outbox', {
  id: serial('id').primaryKey(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});
