import { STORAGE_KEYS } from '@domain/constants';
import { GuestCheckoutSchema } from '@schemas/address';
import { storedValue, useStoredValue } from '@/lib/storage';

/**
 * A guest's checkout record: e-mail, shipping address and shipping amount (spec: shell §3 "Guest checkout
 * record", §4 "Storage": one key for the address).
 */
export const addressSession = storedValue(STORAGE_KEYS.addressSession, GuestCheckoutSchema);

/** The guest's checkout record, kept current as it changes (null on the server and while hydrating). */
export const useGuestCheckout = () => useStoredValue(addressSession);
