import { z } from 'zod/mini';
import { ADDRESS_LIMITS, addressErrors, addressMessages, guestEmailError } from '@domain/address';
import { EMAIL_MAX } from '@domain/validation';
import {
  checkedString,
  looseArray,
  looseNumber,
  looseString,
  money,
  optionalNumber,
  preprocess,
  status,
} from './primitives';
import { boundedText, optionalId, requestId } from './request-input';
import { lazySchema } from './lazy';

/** A shipping address (spec: shell §3 "Address"). */
export const AddressSchema = lazySchema(() =>
  z.object({
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
  }),
);
export type Address = z.infer<typeof AddressSchema>;

/** A country, state and city as the address form lists them (shell §3). */
export const CountrySchema = lazySchema(() => z.object({ country_id: looseNumber, country_name: looseString }));
export const StateSchema = lazySchema(() => z.object({ state_id: looseNumber, state_name: looseString }));
export const CitySchema = lazySchema(() => z.object({ cities_id: looseNumber, cities_name: looseString }));
export type Country = z.infer<typeof CountrySchema>;
export type State = z.infer<typeof StateSchema>;
export type City = z.infer<typeof CitySchema>;

/** `status, data (lists)` (shell §7 getCountryData, getallStates, getCityByState). */
export const CountryListResponseSchema = lazySchema(() => z.object({ status, data: looseArray(CountrySchema) }));
export const StateListResponseSchema = lazySchema(() => z.object({ status, data: looseArray(StateSchema) }));
export const CityListResponseSchema = lazySchema(() => z.object({ status, data: looseArray(CitySchema) }));
export const CityByStateRequestSchema = lazySchema(() => z.object({ state_id: requestId }));

/** `status, resAddressDefault, resUserAddress` (shell §7 get-user-address, chooseAddress). */
export const UserAddressResponseSchema = lazySchema(() =>
  z.object({
    status,
    message: z.optional(looseString),
    resAddressDefault: z.optional(z.nullable(AddressSchema)),
    resUserAddress: looseArray(AddressSchema),
  }),
);
export type UserAddressResponse = z.infer<typeof UserAddressResponseSchema>;
export const ChooseAddressRequestSchema = lazySchema(() => z.object({ ua_id: requestId }));

const field = (max: number) =>
  boundedText(
    max,
    preprocess((v) => (typeof v === 'string' ? v.trim() : (v ?? '')), z.string()),
  );
const optionalField = (max: number) => z.optional(field(max));

/** The fields every address form sends: names, mobile, two lines, pincode, place ids and type. */
const addressFields = {
  ua_fname: lazySchema(() => field(ADDRESS_LIMITS.name)),
  ua_lname: lazySchema(() => field(ADDRESS_LIMITS.name)),
  ua_mobile: lazySchema(() => field(ADDRESS_LIMITS.mobile)),
  ua_apartment: lazySchema(() => field(ADDRESS_LIMITS.line)),
  ua_complete_address: lazySchema(() => field(ADDRESS_LIMITS.line)),
  ua_pincode: lazySchema(() => field(ADDRESS_LIMITS.mobile)),
  ua_country_id: optionalId,
  ua_state_id: optionalId,
  ua_city_id: optionalId,
  ua_address_type: lazySchema(() => optionalField(ADDRESS_LIMITS.other)),
  ua_address_type_other: lazySchema(() => optionalField(ADDRESS_LIMITS.other)),
};

/** Names each field the shared rules refuse (domain/address.ts), with the spec's message. */
const checkedBy = (signedIn: boolean) =>
  z.superRefine((value: Parameters<typeof addressErrors>[0], ctx) => {
    for (const [path, message] of Object.entries(addressErrors(value, signedIn))) {
      ctx.issues.push({ code: 'custom', path: [path], message, input: value });
    }
  });

/**
 * POST userAddressProcess (shell §7: all ua_* fields): a signed-in customer's new address, or a change to one
 * of theirs (ua_id). Checked by the shared rules, each field named with the spec's message. The names of
 * country, state and city are read from the database by their ids; ua_user_id is never read.
 */
export const AddressRequestSchema = lazySchema(() =>
  z
    .object({
      ...addressFields,
      ua_id: optionalId,
      ua_email: optionalField(EMAIL_MAX),
      ua_country_name: optionalField(ADDRESS_LIMITS.name),
      ua_state_name: optionalField(ADDRESS_LIMITS.name),
      ua_city_name: optionalField(ADDRESS_LIMITS.name),
      ua_default_address: optionalNumber,
      ua_user_id: optionalNumber,
    })
    .check(checkedBy(true)),
);
export type AddressRequest = z.output<typeof AddressRequestSchema>;

/** `status, message` (shell §7 userAddressProcess). */
export const AddressSaveResponseSchema = lazySchema(() => z.object({ status, message: looseString }));

/**
 * A guest's address as the order carries it (shell §3 "Guest checkout record"): e-mail and address, checked
 * by the shared rules for a guest; ids of country, state and city, whose names the server reads itself.
 */
export const GuestCheckoutRequestSchema = lazySchema(() =>
  z.object({
    user_email: boundedText(
      EMAIL_MAX,
      preprocess((v) => (typeof v === 'string' ? v.trim() : (v ?? '')), checkedString(guestEmailError)),
      addressMessages.guestEmailInvalid,
    ),
    user_address: z.object(addressFields).check(checkedBy(false)),
    shipping_amount: z.optional(money),
  }),
);

/**
 * A guest's checkout record, kept locally with the address (spec: shell §3 "Guest checkout record"):
 * the e-mail, the address and the shipping amount (0 to start with).
 */
export const GuestCheckoutSchema = lazySchema(() =>
  z.object({
    user_email: looseString,
    user_address: AddressSchema,
    shipping_amount: money,
  }),
);
export type GuestCheckout = z.infer<typeof GuestCheckoutSchema>;
