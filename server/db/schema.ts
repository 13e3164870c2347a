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

/** Customers (catalogue §3 "User"); the password is an scrypt hash (ARCHITECTURE: OWASP parameters). */
export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    email: text('email').notNull(),
    mobile: text('mobile').notNull().default(''),
    countryCode: text('country_code').notNull().default('91'),
    /** `scrypt$N$r$p$salt$hash`, base64 parts. */
    passwordHash: text('password_hash').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('customers_email_ci').on(sql`lower(${t.email})`)],
);

/** Signed-in sessions: an opaque random token, stored only as its SHA-256 hash, with an expiry. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_customer').on(t.customerId)],
);

/**
 * Failed sign-ins, per key ('account:<email>' or 'address:<ip>'), in the database so replicas share the
 * throttle: a count within the current window and, once over the limit, a lock until a time.
 */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/** A customer's wishlist (catalogue §2 "Wishlist"): one row per product, with the chosen variation. */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The selected_variation the shopper had chosen, if any ([{attr, terms}]). */
    selectedVariation: jsonb('selected_variation').$type<{ attr: string; terms: string }[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('wishlist_customer_product').on(t.customerId, t.productId)],
);

/**
 * A signed-in customer's bag (shell §4): one line per product and variation. Prices are never stored
 * here: every answer reads them from products / product_variations.
 */
export const cartLines = pgTable(
  'cart_lines',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The variation of a variable product; null for a simple one. */
    variationId: integer('variation_id').references(() => productVariations.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_lines_customer_item').on(t.customerId, t.productId, sql`coalesce(${t.variationId}, 0)`),
    check('cart_lines_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/**
 * Replies to requests that carried an Idempotency-Key header, per customer: a retried or double-tapped
 * bag change gets the first reply again and changes nothing (issue: "changes the bag once").
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    call: text('call').notNull(),
    reply: jsonb('reply').$type<unknown>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.key] }), index('idempotency_keys_created').on(t.createdAt)],
);

/**
 * Coupons (issue 10 §1, shell §7 `select-coupon`): a code (matched without regard to case), a percentage
 * (capped by max_discount) or a flat amount, a minimum bag total, active dates, and optionally one use per
 * customer. Amounts in rupees, exact.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    kind: text('kind', { enum: ['percent', 'flat'] }).notNull(),
    percent: smallint('percent').notNull().default(0),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull().default('0'),
    maxDiscount: numeric('max_discount', { precision: 12, scale: 2 }),
    minCart: numeric('min_cart', { precision: 12, scale: 2 }).notNull().default('0'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    oncePerCustomer: boolean('once_per_customer').notNull().default(false),
  },
  (t) => [
    uniqueIndex('coupons_code_ci').on(sql`upper(${t.code})`),
    check('coupons_percent_range', sql`${t.percent} between 0 and 100`),
    check(
      'coupons_kind_value',
      sql`(${t.kind} = 'percent' and ${t.percent} > 0) or (${t.kind} = 'flat' and ${t.amount} > 0)`,
    ),
  ],
);

/** A customer's use of a coupon, written with the order that used it: one per customer where the coupon says so. */
export const couponUses = pgTable(
  'coupon_uses',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** The order's number; the orders table comes with the order step. */
    orderNumber: text('order_number').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('coupon_uses_coupon_customer').on(t.couponId, t.customerId)],
);

/**
 * Gift cards (shell §2 "Gift card purchase", §9: 11000, 21000 or 51000 rupees, valid one year, redeemable only
 * in full and only once). The code is random and unique; `redeemed_at` is set in the transaction of the order
 * that uses it, on the condition that it was not set, so a card is spent once however many orders race.
 */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    buyerCustomerId: integer('buyer_customer_id').references(() => customers.id, { onDelete: 'set null' }),
    recipientName: text('recipient_name').notNull().default(''),
    recipientEmail: text('recipient_email').notNull().default(''),
    recipientMobile: text('recipient_mobile').notNull().default(''),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    redeemedOrderNumber: text('redeemed_order_number'),
  },
  (t) => [
    uniqueIndex('gift_cards_code_ci').on(sql`upper(${t.code})`),
    check('gift_cards_amount', sql`${t.amount} > 0`),
  ],
);

/** Countries, states and cities for the address form (shell §3; issue 10 §2: India's from a fixture). */
export const countries = pgTable('countries', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

export const states = pgTable(
  'states',
  {
    id: integer('id').primaryKey(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [index('states_country').on(t.countryId)],
);

export const cities = pgTable(
  'cities',
  {
    id: integer('id').primaryKey(),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [index('cities_state').on(t.stateId)],
);

/**
 * A customer's saved shipping addresses (shell §3 "Address"). Country, state and city are stored by id with
 * the names the database gives them, never the names a request sends. At most one default per customer.
 */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull().default(''),
    mobile: text('mobile').notNull(),
    apartment: text('apartment').notNull(),
    completeAddress: text('complete_address').notNull(),
    pincode: text('pincode').notNull(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    addressType: text('address_type', { enum: ['Home', 'Work', 'Other'] }).notNull(),
    addressTypeOther: text('address_type_other').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('customer_addresses_customer').on(t.customerId),
    uniqueIndex('customer_addresses_one_default')
      .on(t.customerId)
      .where(sql`${t.isDefault}`),
  ],
);

/** See `orders.payment`. */
export const ORDER_PAYMENT_STATES = ['cod', 'awaiting', 'paid', 'cancelled', 'refund'] as const;

/**
 * Orders (shell §3 "Order", §4; issue 10 §3). The number is random and not guessable. An order belongs to its
 * customer, or, for a guest, to the browser holding the token whose hash is kept here. Every amount was
 * computed by the server from the database when the order was placed. `idempotency_key` makes a replayed
 * request return the same order. Status: 0 placed … as catalogue §4's status table (the account issue).
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    guestTokenHash: text('guest_token_hash'),
    idempotencyKey: text('idempotency_key'),
    status: smallint('status').notNull().default(0),
    method: text('method').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** The shipping address as placed (shell §3 "Address"), names included. */
    address: jsonb('address').$type<Record<string, unknown>>().notNull(),
    note: text('note').notNull().default(''),
    itemTotal: numeric('item_total', { precision: 12, scale: 2 }).notNull(),
    discount: numeric('discount', { precision: 12, scale: 2 }).notNull(),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    couponCode: text('coupon_code').notNull().default(''),
    couponAmount: numeric('coupon_amount', { precision: 12, scale: 2 }).notNull().default('0'),
    giftCardId: integer('gift_card_id').references(() => giftCards.id, { onDelete: 'set null' }),
    giftCardAmount: numeric('gift_card_amount', { precision: 12, scale: 2 }).notNull().default('0'),
    shipping: numeric('shipping', { precision: 12, scale: 2 }).notNull(),
    tax: numeric('tax', { precision: 12, scale: 2 }).notNull(),
    total: numeric('total', { precision: 12, scale: 2 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * How the order is paid (ADR 022): 'cod' placed at once; an online order is 'awaiting' (holding its stock,
     * coupon use and gift card) until it is 'paid', or 'cancelled' (released) when the payment fails, is given
     * up or runs out of time; 'refund' a payment that came after the release and could not take the pieces
     * again. Only 'cod' and 'paid' orders are placed orders.
     */
    payment: text('payment', { enum: ORDER_PAYMENT_STATES }).notNull().default('cod'),
    /** The payment provider's order (Razorpay's `order_…`), the only id a payment's signature is checked against. */
    providerOrderId: text('provider_order_id'),
    /** The provider's payment that paid the order (`pay_…`). */
    paymentId: text('payment_id'),
    /** An awaiting order is released after this. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('orders_number').on(t.number),
    uniqueIndex('orders_idempotency_key').on(t.idempotencyKey),
    index('orders_customer').on(t.customerId, t.createdAt),
    check('orders_owner', sql`${t.customerId} is not null or ${t.guestTokenHash} is not null`),
    uniqueIndex('orders_provider_order_id').on(t.providerOrderId),
    uniqueIndex('orders_payment_id').on(t.paymentId),
    index('orders_payment_expiry').on(t.payment, t.expiresAt),
    check('orders_payment', sql`${t.payment} in ('cod', 'awaiting', 'paid', 'cancelled', 'refund')`),
  ],
);

/** An order's lines as they were sold: names, terms and prices copied, so later edits never change an order. */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    variationId: integer('variation_id').references(() => productVariations.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    image: text('image').notNull(),
    selectedVariation: jsonb('selected_variation').$type<{ attr: string; terms: string }[]>().notNull(),
    quantity: integer('quantity').notNull(),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    sellingPrice: numeric('selling_price', { precision: 12, scale: 2 }).notNull(),
    /** Made to order (no stock was taken for it). */
    madeToOrder: boolean('made_to_order').notNull(),
  },
  (t) => [index('order_items_order').on(t.orderId)],
);

/**
 * A customer's purchase of a gift card (shell §2 "Gift card purchase"; ADR 022): 'awaiting' its online payment,
 * then 'paid' with the card it issued. The number (`PDG-…`) is the confirmation page's id.
 */
export const giftCardOrders = pgTable(
  'gift_card_orders',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    idempotencyKey: text('idempotency_key'),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    buyerName: text('buyer_name').notNull(),
    buyerEmail: text('buyer_email').notNull(),
    recipientName: text('recipient_name').notNull(),
    recipientEmail: text('recipient_email').notNull(),
    recipientMobile: text('recipient_mobile').notNull(),
    payment: text('payment', { enum: ['awaiting', 'paid'] })
      .notNull()
      .default('awaiting'),
    providerOrderId: text('provider_order_id'),
    paymentId: text('payment_id'),
    giftCardId: integer('gift_card_id').references(() => giftCards.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('gift_card_orders_number').on(t.number),
    uniqueIndex('gift_card_orders_idempotency_key').on(t.idempotencyKey),
    uniqueIndex('gift_card_orders_provider_order_id').on(t.providerOrderId),
    uniqueIndex('gift_card_orders_payment_id').on(t.paymentId),
    check('gift_card_orders_payment', sql`${t.payment} in ('awaiting', 'paid')`),
  ],
);

/** Payment provider webhook events already handled, by the provider's event id: a repeat is ignored. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Secrets the server makes for itself (the sandbox payment provider's key secret), shared by its replicas. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// ── Mail delivery (server/mail/, ADR 023). Appended by the mail work; keep this block at the end. ──────────

/** Delivery states of an outbox message (server/mail/delivery-store.ts says what moves a row between them). */
export const MAIL_DELIVERY_STATES = ['queued', 'sending', 'sent', 'failed', 'unknown'] as const;

/**
 * The SMTP sender's bookkeeping, one row per outbox message it has picked up. A row is claimed with a lease
 * before a send, so two senders never send it at once; a `sending` row whose lease ran out is a send cut off
 * midway (the server may have taken it) and becomes `unknown`, never sent again: at most once per message.
 */
export const emailDeliveries = pgTable(
  'email_deliveries',
  {
    outboxId: integer('outbox_id')
      .primaryKey()
      .references(() => emailOutbox.id, { onDelete: 'cascade' }),
    status: text('status', { enum: MAIL_DELIVERY_STATES }).notNull(),
    /** Sends started, the one in progress included. */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Whoever holds the row: the sender's random token and until when. */
    claimToken: text('claim_token'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** The Message-ID header, fixed before the first send so a server's log can be searched for it. */
    messageId: text('message_id'),
    /** The server's answer to an accepted message (usually names its queue id). */
    smtpResponse: text('smtp_response'),
    lastError: text('last_error'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('email_deliveries_due').on(t.status, t.nextAttemptAt),
    check('email_deliveries_status', sql`${t.status} in ('queued', 'sending', 'sent', 'failed', 'unknown')`),
  ],
);
