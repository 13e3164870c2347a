import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './catalogue';

// Customer accounts: customers, sessions, e-mailed link tokens, the sign-in throttle and wishlists. Re-exported by ../schema.ts, which
// drizzle-kit and the server import.

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

/** What an e-mailed link token is for: verifying the address (registration) or resetting the password. */
export const ACCOUNT_TOKEN_PURPOSES = ['verify', 'reset'] as const;

/**
 * Single-use tokens carried by e-mailed links (/verify-email/{token}, /change-password/{token}; issue 11 §1).
 * As with sessions, only the token's SHA-256 is stored and looked up through the unique index; a token is used
 * by one conditional UPDATE that sets `used_at`, so two uses at once succeed once.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ACCOUNT_TOKEN_PURPOSES }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('account_tokens_customer').on(t.customerId),
    check('account_tokens_purpose', sql`${t.purpose} in ('verify', 'reset')`),
  ],
);

/**
 * Failed sign-ins, per key ('account:<email>' or 'address:<ip>'), in the database so replicas share the
 * throttle: a count within the current window and, once over the limit, a lock until a time. Registrations and
 * reset e-mails are counted here too, under their own prefixes (server/auth/throttle.ts `QUOTAS`).
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
