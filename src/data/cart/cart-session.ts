import { STORAGE_KEYS } from '@domain/constants';
import { CartSessionSchema } from '@schemas/cart';
import { storedValue, useStoredValue } from '@/lib/storage';

/** A guest's bag in browser storage (spec: shell §4 "Storage": CART_SESSION). */
export const cartSession = storedValue(STORAGE_KEYS.cartSession, CartSessionSchema);

/**
 * The bag badge count: the number of lines (spec: shell §4 "Afterwards the count equals the number of
 * lines"). A corrupt stored bag reads as empty.
 */
export const useCartCount = (): number => useStoredValue(cartSession)?.length ?? 0;
