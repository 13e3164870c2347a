import { STORAGE_KEYS } from '@domain/constants';
import { CartSessionSchema } from '@schemas/cart';
import { storedValue } from '@/lib/storage';

/** A guest's bag in browser storage (spec: shell §4 "Storage": CART_SESSION). */
export const cartSession = storedValue(STORAGE_KEYS.cartSession, CartSessionSchema);
