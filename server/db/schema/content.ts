import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { HeroBanner, Section } from '@schemas/cms';
import type { FooterContent, MenuEntry, SiteSettings } from '@schemas/content';

// Site content the CMS composes: settings, menu, footer, banners, home sections, pages and the listed showcase
// content. Re-exported by ../schema.ts, which drizzle-kit and the server import.

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
  /** The article (HTML, drawn through the safe HTML path): `blog_desc` of /blog-details (issue 12). */
  body: text('body').notNull().default(''),
  /** A draft is kept but never listed, found by slug, related or put in the sitemap. */
  published: boolean('published').notNull().default(true),
  /** When it was published (`created_at`: the card's date; /blog-list is newest first). */
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** When it was last changed (`updated_at`: dateModified and the sitemap's lastmod). */
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Blog categories (Craft, Jewellery, Textiles…) and which articles each holds: an article has one to a few
 * (`blog_category_name` joins them with commas). A table, not a text[], so /blog-details can answer each
 * category with an id and related articles are found by a join (docs/decisions/028-information-pages-data.md).
 */
export const blogCategories = pgTable('blog_categories', {
  id: serial('id').primaryKey(),
  sort: integer('sort').notNull().default(0),
  name: text('name').notNull().unique(),
});

export const blogCategoryLinks = pgTable(
  'blog_category_links',
  {
    blogId: integer('blog_id')
      .notNull()
      .references(() => blogs.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => blogCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.blogId, t.categoryId] }), index('blog_category_links_category').on(t.categoryId)],
);

export const testimonials = pgTable('testimonials', {
  id: serial('id').primaryKey(),
  sort: integer('sort').notNull().default(0),
  name: text('name').notNull(),
  location: text('location').notNull().default(''),
  description: text('description').notNull(),
  image: text('image').notNull().default(''),
  featured: boolean('featured').notNull().default(true),
});

/** FAQ categories (catalogue §3 "FAQ category"): name and image, in the editor's order. */
export const faqCategories = pgTable('faq_categories', {
  id: serial('id').primaryKey(),
  sort: integer('sort').notNull().default(0),
  name: text('name').notNull(),
  image: text('image').notNull().default(''),
});

/** The questions of an FAQ category; the answer is HTML. */
export const faqs = pgTable(
  'faqs',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => faqCategories.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
  },
  (t) => [index('faqs_category_sort').on(t.categoryId, t.sort)],
);

/** Jewellery-care entries (catalogue §3): the sections of /jewellery-care and its side list; HTML descriptions. */
export const jewelryCare = pgTable('jewelry_care', {
  id: serial('id').primaryKey(),
  sort: integer('sort').notNull().default(0),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
});
