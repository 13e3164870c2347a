import { STORAGE_KEYS } from '@domain/constants';
import { GiftCardSessionSchema } from '@schemas/checkout';
import { storedValue } from '@/lib/storage';

/** The applied gift card (spec: shell §4 "Storage": one key for the gift card). */
export const giftCardSession = storedValue(STORAGE_KEYS.giftCardSession, GiftCardSessionSchema);
