import { ADDRESS_TYPES, addressErrors, type AddressInput } from '@domain/address';
import type { Address } from '@schemas/address';

/** The address form's values: ids and names of the places chosen, 0 and '' while unchosen. */
export interface AddressDraft {
  ua_fname: string;
  ua_lname: string;
  ua_mobile: string;
  ua_apartment: string;
  ua_complete_address: string;
  ua_pincode: string;
  ua_country_id: number;
  ua_country_name: string;
  ua_state_id: number;
  ua_state_name: string;
  ua_city_id: number;
  ua_city_name: string;
  ua_address_type: '' | (typeof ADDRESS_TYPES)[number];
  ua_address_type_other: string;
}

export type DraftErrors = Partial<Record<keyof AddressInput, string>>;

export const EMPTY_DRAFT: AddressDraft = {
  ua_fname: '',
  ua_lname: '',
  ua_mobile: '',
  ua_apartment: '',
  ua_complete_address: '',
  ua_pincode: '',
  ua_country_id: 0,
  ua_country_name: '',
  ua_state_id: 0,
  ua_state_name: '',
  ua_city_id: 0,
  ua_city_name: '',
  ua_address_type: '',
  ua_address_type_other: '',
};

/** A stored address (a guest's checkout record) back in the form, to change it. */
export const draftOf = (address: Address): AddressDraft => ({
  ua_fname: address.ua_fname,
  ua_lname: address.ua_lname,
  ua_mobile: address.ua_mobile,
  ua_apartment: address.ua_apartment,
  ua_complete_address: address.ua_complete_address,
  ua_pincode: address.ua_pincode,
  ua_country_id: address.ua_country_id ?? 0,
  ua_country_name: address.ua_country_name,
  ua_state_id: address.ua_state_id ?? 0,
  ua_state_name: address.ua_state_name,
  ua_city_id: address.ua_city_id ?? 0,
  ua_city_name: address.ua_city_name,
  ua_address_type: address.ua_address_type,
  ua_address_type_other: address.ua_address_type_other ?? '',
});

/** The draft as a stored address (names with ids, shell §2 "Country, state and city selections also store their names"). */
export const addressOf = (draft: AddressDraft, email: string): Address => ({
  ...draft,
  ua_id: undefined,
  ua_email: email,
  ua_default_address: 1,
  ua_user_id: undefined,
  ua_address_type: draft.ua_address_type || 'Home',
});

/** Each field's message by the shared rules (domain/address.ts), in the spec's order. */
export const draftErrors = (draft: AddressDraft, signedIn: boolean): DraftErrors => addressErrors(draft, signedIn);
