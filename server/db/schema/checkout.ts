import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers } from './customers';

// What checkout applies and asks for: coupons, gift cards, geography and saved addresses. Re-exported by
// ../schema.ts, which drizzle-kit and the server import.

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
  /** The international dialling code without '+' ('91'), offered by registration (getcountrycode); '' = none. */
  phoneCode: text('phone_code').notNull().default(''),
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
