import { z } from 'zod/mini';
import { MAX_BAG_LINES, MAX_LINE_QUANTITY } from '@domain/cart';
import { AddressSchema, GuestCheckoutRequestSchema } from './address';
import { CartLineSchema, CartSummarySchema } from './cart';
import { CODE_MAX } from './checkout';
import { looseArray, looseNumber, looseString, money, optionalNumber, status } from './primitives';
import { boundedText, requestId } from './request-input';
import { lazySchema } from './lazy';

/** spec: shell §2 "Payment step": COD (the default), UPI, Debit/Credit Cards, Wallet, Net Banking. */
export const PAYMENT_METHODS = ['COD', 'UPI', 'Debit/Credit Cards', 'Wallet', 'Net Banking'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The longest order note (ours). */
export const NOTE_MAX = 500;

/** A bag line as an order request carries it: its identity, quantity and what the shopper was shown. */
export const OrderLineRequestSchema = lazySchema(() =>
  z.object({
    product_id: requestId,
    /** Only to name a line whose product has gone. */
    product_name: z.optional(boundedText(200, looseString)),
    selected_variation: z.optional(
      z
        .array(z.object({ attr: boundedText(100, z.string()), terms: boundedText(100, z.string()) }))
        .check(z.maxLength(20)),
    ),
    quantity: looseNumber.check(z.int(), z.positive(), z.maximum(MAX_LINE_QUANTITY)),
    /** The selling price the shopper saw; a different one now stops the order (the line is flagged). */
    product_selling_price: z.optional(money),
    /** 1 when the shopper saw it readily available (shell §3). */
    product_availability_status: z.optional(optionalNumber),
  }),
);
export type OrderLineRequest = z.output<typeof OrderLineRequestSchema>;

const orderLines = lazySchema(() => z.array(OrderLineRequestSchema).check(z.maxLength(MAX_BAG_LINES)));

/** POST checkOrderSummary {parsedCartSession} (shell §7): the bag checked against the database. */
export const CheckOrderSummaryRequestSchema = lazySchema(() => z.object({ parsedCartSession: z.optional(orderLines) }));

/** `updatedSessionData, cartSummary` (shell §7): the lines as they now sell, each flagged when it cannot. */
export const CheckOrderSummaryResponseSchema = lazySchema(() =>
  z.object({
    status,
    message: looseString,
    updatedSessionData: looseArray(CartLineSchema),
    cartSummary: z.optional(z.nullable(CartSummarySchema)),
  }),
);
export type CheckOrderSummaryResponse = z.infer<typeof CheckOrderSummaryResponseSchema>;

/**
 * POST makeCodOrder (shell §7: paymentMethod, shippingCharge, parsedAddressSession, parsedCartSession,
 * parsedCouponSession, parsedGiftCardSession, textarea). Amounts in it are never read: the server computes
 * every price and total. A customer's bag and default address come from the database; a guest's from here.
 */
export const PlaceOrderRequestSchema = lazySchema(() =>
  z.object({
    paymentMethod: boundedText(30, z.enum(PAYMENT_METHODS, { error: 'Please choose a payment method' })),
    shippingCharge: z.optional(money),
    parsedAddressSession: z.optional(z.nullable(GuestCheckoutRequestSchema)),
    parsedCartSession: z.optional(orderLines),
    parsedCouponSession: z.optional(
      z.nullable(
        z.object({ promo_code: z.optional(boundedText(CODE_MAX, looseString)), promo_id: z.optional(optionalNumber) }),
      ),
    ),
    parsedGiftCardSession: z.optional(
      z.nullable(
        z.object({
          gt_giftcard_code: z.optional(boundedText(CODE_MAX, looseString)),
          gt_id: z.optional(optionalNumber),
        }),
      ),
    ),
    textarea: z.optional(boundedText(NOTE_MAX, looseString)),
  }),
);
export type PlaceOrderRequest = z.output<typeof PlaceOrderRequestSchema>;

/**
 * `order_number, message` (shell §7), and ours: status; for a guest the order's token (the browser keeps it to
 * see the order); when a line stops the order, the lines as they now sell, flagged.
 */
export const PlaceOrderResponseSchema = lazySchema(() =>
  z.object({
    status,
    order_number: looseString,
    message: looseString,
    order_token: z.optional(looseString),
    updatedSessionData: z.optional(looseArray(CartLineSchema)),
  }),
);
export type PlaceOrderResponse = z.infer<typeof PlaceOrderResponseSchema>;

/** An order's line as sold (shell §3 "Order item"). */
export const OrderItemSchema = lazySchema(() =>
  z.object({
    td_item_image: looseString,
    td_item_title: looseString,
    td_selected_variation: looseArray(z.object({ attr: looseString, terms: looseString })),
    td_selected_other_variation: looseArray(z.object({ attr: looseString, terms: looseString })),
    td_item_qty: looseNumber,
    td_item_sellling_price: money,
  }),
);

/** An order (shell §3 "Order (row_orders_data)"), and ours: when it was placed, its note and status. */
export const OrderSchema = lazySchema(() =>
  z.object({
    trans_order_number: looseString,
    trans_user_name: looseString,
    trans_user_email: looseString,
    trans_delivery_address: z.optional(z.nullable(z.partial(AddressSchema))),
    trans_method: looseString,
    trans_amt: money,
    trans_tax: money,
    trans_discount_amount: money,
    trans_coupon_dis_amt: money,
    trans_gt_amount: money,
    trans_delivery_amount: money,
    item_sub_total: money,
    trans_created_at: z.optional(looseString),
    trans_note: z.optional(looseString),
    trans_status: z.optional(looseNumber),
    items: looseArray(OrderItemSchema),
  }),
);
export type Order = z.infer<typeof OrderSchema>;

/** POST getOrderDetail {trans_id} (shell §7): the order number. */
export const OrderDetailRequestSchema = lazySchema(() => z.object({ trans_id: boundedText(40, looseString) }));
export const OrderDetailResponseSchema = lazySchema(() =>
  z.object({
    status,
    message: z.optional(looseString),
    row_orders_data: z.optional(z.nullable(OrderSchema)),
  }),
);
export type OrderDetailResponse = z.infer<typeof OrderDetailResponseSchema>;
