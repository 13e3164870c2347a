import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
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
