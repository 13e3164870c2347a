import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { productVariations, products } from './catalogue';
import { coupons, giftCards } from './checkout';
import { customers } from './customers';

// Placed orders, gift card purchases and the payment bookkeeping. Re-exported by ../schema.ts, which drizzle-kit and
// the server import.

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
    // When the order reached each status of the tracker (catalogue §4); null until it does.
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    pickedUpAt: timestamp('picked_up_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    onHoldAt: timestamp('on_hold_at', { withTimezone: true }),
    /** The reason the customer chose when cancelling (catalogue §5, one of CANCEL_REASONS). */
    cancelReason: text('cancel_reason'),
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

/** See `orderRefunds.state`. */
export const REFUND_STATES = ['pending', 'done'] as const;

/**
 * Refunds of paid online orders cancelled by their customer (issue 11 §4). One row per order (unique), written in
 * the cancel's transaction: a replayed or parallel cancel cannot make a second. The provider is asked after the
 * commit with `idempotency_key`, so asking again (a retry after a failure) refunds once; `provider_refund_id`
 * and `refunded_at` are set when the provider has answered.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paymentId: text('payment_id').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    state: text('state', { enum: REFUND_STATES }).notNull().default('pending'),
    provider: text('provider').notNull(),
    providerRefundId: text('provider_refund_id'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('order_refunds_order').on(t.orderId),
    uniqueIndex('order_refunds_idempotency_key').on(t.idempotencyKey),
    check('order_refunds_state', sql`${t.state} in ('pending', 'done')`),
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
