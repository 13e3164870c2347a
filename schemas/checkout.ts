import { z } from 'zod/mini';
import { ADDRESS_LIMITS, addressErrors, addressMessages, guestEmailError } from '@domain/address';
import { MAX_BAG_LINES, MAX_LINE_QUANTITY } from '@domain/cart';
import { messages } from '@domain/messages';
import { EMAIL_MAX } from '@domain/validation';
import {
  checkedString,
  looseArray,
  looseNumber,
  looseString,
  money,
  optionalNumber,
  preprocess,
  requiredString,
  status,
} from './primitives';
import { CartLineSchema, CartSummarySchema } from './cart';
import { boundedText, optionalId, requestId } from './request-input';

/** The applied coupon, kept under COUPON_SESSION (spec: shell §3 "Coupon session"). */
export const CouponSessionSchema = z.object({
  discount_amount: money,
  promo_id: looseNumber,
  promo_code: looseString,
  cart_amount: money,
});
export type CouponSession = z.infer<typeof CouponSessionSchema>;

/** The applied gift card (spec: shell §3 "Gift card session"). */
export const GiftCardSessionSchema = z.object({
  gt_amount: money,
  gt_id: looseNumber,
  gt_giftcard_code: looseString,
  cart_amount: money,
});
export type GiftCardSession = z.infer<typeof GiftCardSessionSchema>;

/** A shipping address (spec: shell §3 "Address"). */
export const AddressSchema = z.object({
  ua_id: optionalNumber,
  ua_fname: looseString,
  ua_lname: looseString,
  ua_email: z.optional(looseString),
  ua_mobile: looseString,
  ua_pincode: looseString,
  ua_state_name: looseString,
  ua_city_name: looseString,
  ua_state_id: optionalNumber,
  ua_city_id: optionalNumber,
  ua_apartment: looseString,
  ua_default_address: optionalNumber,
  ua_complete_address: looseString,
  ua_country_id: optionalNumber,
  ua_country_name: looseString,
  ua_address_type: z.enum(['Home', 'Work', 'Other']),
  ua_address_type_other: z.optional(looseString),
  ua_user_id: optionalNumber,
});
export type Address = z.infer<typeof AddressSchema>;

/**
 * A guest's checkout record, kept locally with the address (spec: shell §3 "Guest checkout record"):
 * the e-mail, the address and the shipping amount (0 to start with).
 */
export const GuestCheckoutSchema = z.object({
  user_email: looseString,
  user_address: AddressSchema,
  shipping_amount: money,
});
export type GuestCheckout = z.infer<typeof GuestCheckoutSchema>;

/** The longest coupon or gift card code a request may carry (ours; the demo codes are at most 17). */
export const CODE_MAX = 40;

const code = (required: string) =>
  boundedText(
    CODE_MAX,
    preprocess((v) => (typeof v === 'string' ? v.trim() : (v ?? '')), requiredString(required)),
  );

/**
 * POST select-coupon (shell §7): the code and the bag's total as the browser shows it. For a signed-in
 * customer the server reads the bag itself; a guest's total only previews the discount, which the order
 * computes again from the database.
 */
export const SelectCouponRequestSchema = z.object({
  promo_code: code(messages.couponRequired),
  cart_total: money,
});

/** `data.status, discount_amount, promo_id, promo_code, notification` (shell §7); the discount in rupees. */
export const SelectCouponResponseSchema = z.object({
  data: z.object({
    status,
    discount_amount: money,
    promo_id: looseNumber,
    promo_code: looseString,
    notification: looseString,
  }),
});
export type SelectCouponResponse = z.infer<typeof SelectCouponResponseSchema>;

/** POST select-giftcard (shell §7): the card's code and the bag's total (after the coupon) as shown. */
export const SelectGiftCardRequestSchema = z.object({
  gift_card: code(messages.giftCardRequired),
  cart_total: money,
});

/** `gt_amount, gt_id, gt_giftcard_code, notification` (shell §7), and ours: status. */
export const SelectGiftCardResponseSchema = z.object({
  status,
  gt_amount: money,
  gt_id: looseNumber,
  gt_giftcard_code: looseString,
  notification: looseString,
});
export type SelectGiftCardResponse = z.infer<typeof SelectGiftCardResponseSchema>;

/** A country, state and city as the address form lists them (shell §3). */
export const CountrySchema = z.object({ country_id: looseNumber, country_name: looseString });
export const StateSchema = z.object({ state_id: looseNumber, state_name: looseString });
export const CitySchema = z.object({ cities_id: looseNumber, cities_name: looseString });
export type Country = z.infer<typeof CountrySchema>;
export type State = z.infer<typeof StateSchema>;
export type City = z.infer<typeof CitySchema>;

/** `status, data (lists)` (shell §7 getCountryData, getallStates, getCityByState). */
export const CountryListResponseSchema = z.object({ status, data: looseArray(CountrySchema) });
export const StateListResponseSchema = z.object({ status, data: looseArray(StateSchema) });
export const CityListResponseSchema = z.object({ status, data: looseArray(CitySchema) });
export const CityByStateRequestSchema = z.object({ state_id: requestId });

/** `status, resAddressDefault, resUserAddress` (shell §7 get-user-address, chooseAddress). */
export const UserAddressResponseSchema = z.object({
  status,
  message: z.optional(looseString),
  resAddressDefault: z.optional(z.nullable(AddressSchema)),
  resUserAddress: looseArray(AddressSchema),
});
export type UserAddressResponse = z.infer<typeof UserAddressResponseSchema>;
export const ChooseAddressRequestSchema = z.object({ ua_id: requestId });

const field = (max: number) =>
  boundedText(
    max,
    preprocess((v) => (typeof v === 'string' ? v.trim() : (v ?? '')), z.string()),
  );
const optionalField = (max: number) => z.optional(field(max));

/**
 * POST userAddressProcess (shell §7: all ua_* fields): a signed-in customer's new address, or a change to one
 * of theirs (ua_id). Checked by the shared rules, each field named with the spec's message. The names of
 * country, state and city are read from the database by their ids; ua_user_id is never read.
 */
export const AddressRequestSchema = z
  .object({
    ua_id: optionalId,
    ua_fname: field(ADDRESS_LIMITS.name),
    ua_lname: field(ADDRESS_LIMITS.name),
    ua_email: optionalField(EMAIL_MAX),
    ua_mobile: field(ADDRESS_LIMITS.mobile),
    ua_apartment: field(ADDRESS_LIMITS.line),
    ua_complete_address: field(ADDRESS_LIMITS.line),
    ua_pincode: field(ADDRESS_LIMITS.mobile),
    ua_country_id: optionalId,
    ua_state_id: optionalId,
    ua_city_id: optionalId,
    ua_country_name: optionalField(ADDRESS_LIMITS.name),
    ua_state_name: optionalField(ADDRESS_LIMITS.name),
    ua_city_name: optionalField(ADDRESS_LIMITS.name),
    ua_address_type: optionalField(ADDRESS_LIMITS.other),
    ua_address_type_other: optionalField(ADDRESS_LIMITS.other),
    ua_default_address: optionalNumber,
    ua_user_id: optionalNumber,
  })
  .check(
    z.superRefine((value, ctx) => {
      for (const [path, message] of Object.entries(addressErrors(value, true))) {
        ctx.issues.push({ code: 'custom', path: [path], message, input: value });
      }
    }),
  );
export type AddressRequest = z.output<typeof AddressRequestSchema>;

/** `status, message` (shell §7 userAddressProcess). */
export const AddressSaveResponseSchema = z.object({ status, message: looseString });

/** spec: shell §2 "Payment step": COD (the default), UPI, Debit/Credit Cards, Wallet, Net Banking. */
export const PAYMENT_METHODS = ['COD', 'UPI', 'Debit/Credit Cards', 'Wallet', 'Net Banking'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The longest order note (ours). */
export const NOTE_MAX = 500;

/**
 * A guest's address as the order carries it (shell §3 "Guest checkout record"): e-mail and address, checked
 * by the shared rules for a guest; ids of country, state and city, whose names the server reads itself.
 */
export const GuestCheckoutRequestSchema = z.object({
  user_email: boundedText(
    EMAIL_MAX,
    preprocess((v) => (typeof v === 'string' ? v.trim() : (v ?? '')), checkedString(guestEmailError)),
    addressMessages.guestEmailInvalid,
  ),
  user_address: z
    .object({
      ua_fname: field(ADDRESS_LIMITS.name),
      ua_lname: field(ADDRESS_LIMITS.name),
      ua_mobile: field(ADDRESS_LIMITS.mobile),
      ua_apartment: field(ADDRESS_LIMITS.line),
      ua_complete_address: field(ADDRESS_LIMITS.line),
      ua_pincode: field(ADDRESS_LIMITS.mobile),
      ua_country_id: optionalId,
      ua_state_id: optionalId,
      ua_city_id: optionalId,
      ua_address_type: optionalField(ADDRESS_LIMITS.other),
      ua_address_type_other: optionalField(ADDRESS_LIMITS.other),
    })
    .check(
      z.superRefine((value, ctx) => {
        for (const [path, message] of Object.entries(addressErrors(value, false))) {
          ctx.issues.push({ code: 'custom', path: [path], message, input: value });
        }
      }),
    ),
  shipping_amount: z.optional(money),
});

/** A bag line as an order request carries it: its identity, quantity and what the shopper was shown. */
export const OrderLineRequestSchema = z.object({
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
});
export type OrderLineRequest = z.output<typeof OrderLineRequestSchema>;

const orderLines = z.array(OrderLineRequestSchema).check(z.maxLength(MAX_BAG_LINES));

/** POST checkOrderSummary {parsedCartSession} (shell §7): the bag checked against the database. */
export const CheckOrderSummaryRequestSchema = z.object({ parsedCartSession: z.optional(orderLines) });

/** `updatedSessionData, cartSummary` (shell §7): the lines as they now sell, each flagged when it cannot. */
export const CheckOrderSummaryResponseSchema = z.object({
  status,
  message: looseString,
  updatedSessionData: looseArray(CartLineSchema),
  cartSummary: z.optional(z.nullable(CartSummarySchema)),
});
export type CheckOrderSummaryResponse = z.infer<typeof CheckOrderSummaryResponseSchema>;

/**
 * POST makeCodOrder (shell §7: paymentMethod, shippingCharge, parsedAddressSession, parsedCartSession,
 * parsedCouponSession, parsedGiftCardSession, textarea). Amounts in it are never read: the server computes
 * every price and total. A customer's bag and default address come from the database; a guest's from here.
 */
export const PlaceOrderRequestSchema = z.object({
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
      z.object({ gt_giftcard_code: z.optional(boundedText(CODE_MAX, looseString)), gt_id: z.optional(optionalNumber) }),
    ),
  ),
  textarea: z.optional(boundedText(NOTE_MAX, looseString)),
});
export type PlaceOrderRequest = z.output<typeof PlaceOrderRequestSchema>;

/**
 * `order_number, message` (shell §7), and ours: status; for a guest the order's token (the browser keeps it to
 * see the order); when a line stops the order, the lines as they now sell, flagged.
 */
export const PlaceOrderResponseSchema = z.object({
  status,
  order_number: looseString,
  message: looseString,
  order_token: z.optional(looseString),
  updatedSessionData: z.optional(looseArray(CartLineSchema)),
});
export type PlaceOrderResponse = z.infer<typeof PlaceOrderResponseSchema>;

/** An order's line as sold (shell §3 "Order item"). */
export const OrderItemSchema = z.object({
  td_item_image: looseString,
  td_item_title: looseString,
  td_selected_variation: looseArray(z.object({ attr: looseString, terms: looseString })),
  td_selected_other_variation: looseArray(z.object({ attr: looseString, terms: looseString })),
  td_item_qty: looseNumber,
  td_item_sellling_price: money,
});

/** An order (shell §3 "Order (row_orders_data)"), and ours: when it was placed, its note and status. */
export const OrderSchema = z.object({
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
});
export type Order = z.infer<typeof OrderSchema>;

/** POST getOrderDetail {trans_id} (shell §7): the order number. */
export const OrderDetailRequestSchema = z.object({ trans_id: boundedText(40, looseString) });
export const OrderDetailResponseSchema = z.object({
  status,
  message: z.optional(looseString),
  row_orders_data: z.optional(z.nullable(OrderSchema)),
});
export type OrderDetailResponse = z.infer<typeof OrderDetailResponseSchema>;
