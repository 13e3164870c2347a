import type { AddressToSave } from '@/data/checkout/addresses';
import type { AddressDraft } from './address-draft';

/** The draft as userAddressProcess takes it: the server reads the places' names from their ids. */
export const saveRequest = (draft: AddressDraft): AddressToSave => ({
  ...draft,
  ua_id: undefined,
  ua_default_address: 1,
  ua_user_id: undefined,
});
