import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { productVariations, products } from './catalogue';
import { customers } from './customers';

// A signed-in customer's bag and the replies to its idempotent requests. Re-exported by ../schema.ts, which drizzle-
// kit and the server import.

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
