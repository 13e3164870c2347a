import { z } from 'zod/mini';
import { ADDRESS_LIMITS, addressErrors } from '@domain/address';
import { messages } from '@domain/messages';
import { EMAIL_MAX } from '@domain/validation';
import {
  looseArray,
  looseNumber,
  looseString,
  money,
  optionalNumber,
  preprocess,
  requiredString,
  status,
} from './primitives';
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
  boundedText(max, preprocess((v) => (typeof v === 'string' ? v.trim() : (v ?? '')), z.string()));
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
