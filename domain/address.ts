import { EMAIL_MAX, EMAIL_PATTERN } from './validation';

/**
 * The shipping address's rules (spec: shell §5 "Address (guest, and signed-in without saved address)"),
 * shared by the address form and the server (STYLE 19): the first failing rule's message, in the spec's
 * order, typos included ("NUmber").
 */

export const addressMessages = {
  firstName: 'Please enter First Name',
  lastName: 'Please enter Last Name',
  mobile: 'Please Enter Mobile NUmber',
  apartment: 'Please enter Address (Villa/Apt#, Building Name & Street)',
  address: 'Please Enter Address',
  pincode: 'Please enter Pincode',
  pincodeLength: 'Please enter Correct Pincode',
  country: 'Please Select Country',
  state: 'Please enter State Name',
  city: 'Please enter City Name',
  addressType: 'Please select Address type',
  other: 'Please enter Other',
  // spec: shell §5 "Guest e-mail at checkout".
  guestEmail: 'Please enter Email Address',
  guestEmailInvalid: 'Please enter valid Email Address',
} as const;

/** spec: shell §5 "Checkout login", §2 "Address step" (Logout asks first). */
export const checkoutLoginMessages = {
  emailInvalid: 'Please enter valid Email Id',
  password: 'Please enter password',
  logoutQuestion: 'Are you sure you want to log out',
} as const;

export const ADDRESS_TYPES = ['Home', 'Work', 'Other'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

/** Field sizes (ours; STYLE 20): a name, a line of address, a pincode of 6. */
export const ADDRESS_LIMITS = { name: 100, mobile: 20, line: 300, pincode: 6, other: 50 } as const;

/**
 * spec: shell §5 "A phone pattern": an optional country code (plus and 1-3 digits, an optional separator),
 * then exactly 10 digits. Linear: each part has one way to match.
 */
export const PHONE_PATTERN = /^(?:\+\d{1,3}[ -]?)?\d{10}$/;

/** What the rules read of an address form; ids as numbers, 0 or absent when not chosen. */
export interface AddressInput {
  ua_fname: string;
  ua_lname: string;
  ua_mobile: string;
  ua_apartment: string;
  ua_complete_address: string;
  ua_pincode: string;
  ua_country_id?: number | undefined;
  ua_state_id?: number | undefined;
  ua_city_id?: number | undefined;
  ua_address_type?: string | undefined;
  ua_address_type_other?: string | undefined;
}

const blank = (value: string | undefined) => (value ?? '').trim() === '';
const unchosen = (id: number | undefined) => id === undefined || id <= 0;

/**
 * Each field's message, in the spec's order; empty when the address may be saved. The mobile number is
 * pattern-checked for a signed-in customer, only required for a guest (spec: shell §5); the pincode is 6
 * digits (the form's field is numeric).
 */
export function addressErrors(input: AddressInput, signedIn: boolean): Partial<Record<keyof AddressInput, string>> {
  const errors: Partial<Record<keyof AddressInput, string>> = {};
  if (blank(input.ua_fname)) errors.ua_fname = addressMessages.firstName;
  if (blank(input.ua_lname)) errors.ua_lname = addressMessages.lastName;
  const mobile = input.ua_mobile.trim();
  if (mobile === '' || (signedIn && (mobile.length > ADDRESS_LIMITS.mobile || !PHONE_PATTERN.test(mobile)))) {
    errors.ua_mobile = addressMessages.mobile;
  }
  if (blank(input.ua_apartment)) errors.ua_apartment = addressMessages.apartment;
  if (blank(input.ua_complete_address)) errors.ua_complete_address = addressMessages.address;
  const pincode = input.ua_pincode.trim();
  if (pincode === '') errors.ua_pincode = addressMessages.pincode;
  else if (!/^\d{6}$/.test(pincode)) errors.ua_pincode = addressMessages.pincodeLength;
  if (unchosen(input.ua_country_id)) errors.ua_country_id = addressMessages.country;
  if (unchosen(input.ua_state_id)) errors.ua_state_id = addressMessages.state;
  if (unchosen(input.ua_city_id)) errors.ua_city_id = addressMessages.city;
  if (!ADDRESS_TYPES.includes(input.ua_address_type as AddressType))
    errors.ua_address_type = addressMessages.addressType;
  else if (input.ua_address_type === 'Other' && blank(input.ua_address_type_other)) {
    errors.ua_address_type_other = addressMessages.other;
  }
  return errors;
}

/** The first message in the spec's order (the form shows one at a time as a toast), or null. */
export const firstAddressError = (input: AddressInput, signedIn: boolean): string | null =>
  Object.values(addressErrors(input, signedIn))[0] ?? null;

/** spec: shell §5 "Guest e-mail at checkout": required, then the e-mail pattern; null when valid. */
export function guestEmailError(email: string): string | null {
  const e = email.trim();
  if (e === '') return addressMessages.guestEmail;
  return e.length > EMAIL_MAX || !EMAIL_PATTERN.test(e) ? addressMessages.guestEmailInvalid : null;
}

/**
 * The account's address form (catalogue §5 "Address form"): its own messages, typos and double spaces
 * included, in the spec's order. The text fields' messages are shown at the fields (red borders first); the
 * choices' are toasts, the first one only. Last name is required without a message of its own.
 */
export const accountAddressMessages = {
  firstName: 'Please Enter First Name',
  mobile: 'Please Enter Mobile NUmber',
  mobileInvalid: 'Please Enter Valid Mobile Number',
  apartment: 'Please Enter  Appartment , Suite etc',
  address: 'Please Enter  Address',
  pincode: 'Please enter post code',
  pincodeLength: 'Please enter valid post code',
  country: 'Please Select Country',
  state: 'Please Select State',
  city: 'Please Select City',
  addressType: 'Please select Address type',
  other: 'Please enter Other',
} as const;

/** What the account's form says of an address: messages at the fields, then the first choice's toast. */
export interface AccountAddressCheck {
  fields: Partial<
    Record<'ua_fname' | 'ua_lname' | 'ua_mobile' | 'ua_apartment' | 'ua_complete_address' | 'ua_pincode', string>
  >;
  /** Set only when every text field is right: the first unchosen choice's message. */
  toast: string | null;
}

export function accountAddressCheck(input: AddressInput): AccountAddressCheck {
  const m = accountAddressMessages;
  const fields: AccountAddressCheck['fields'] = {};
  if (blank(input.ua_fname)) fields.ua_fname = m.firstName;
  // Required, with no message of its own: the red border says it.
  if (blank(input.ua_lname)) fields.ua_lname = '';
  const mobile = input.ua_mobile.trim();
  if (mobile === '') fields.ua_mobile = m.mobile;
  else if (mobile.length > ADDRESS_LIMITS.mobile || !PHONE_PATTERN.test(mobile)) fields.ua_mobile = m.mobileInvalid;
  if (blank(input.ua_apartment)) fields.ua_apartment = m.apartment;
  if (blank(input.ua_complete_address)) fields.ua_complete_address = m.address;
  const pincode = input.ua_pincode.trim();
  if (pincode === '') fields.ua_pincode = m.pincode;
  else if (pincode.length !== ADDRESS_LIMITS.pincode) fields.ua_pincode = m.pincodeLength;
  if (Object.keys(fields).length > 0) return { fields, toast: null };
  let toast: string | null = null;
  if (unchosen(input.ua_country_id)) toast = m.country;
  else if (unchosen(input.ua_state_id)) toast = m.state;
  else if (unchosen(input.ua_city_id)) toast = m.city;
  else if (!ADDRESS_TYPES.includes(input.ua_address_type as AddressType)) toast = m.addressType;
  else if (input.ua_address_type === 'Other' && blank(input.ua_address_type_other)) toast = m.other;
  return { fields, toast };
}
