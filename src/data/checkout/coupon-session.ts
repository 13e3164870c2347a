import { STORAGE_KEYS } from '@domain/constants';
import { CouponSessionSchema } from '@schemas/checkout';
import { storedValue } from '@/lib/storage';

/** The applied coupon (spec: shell §4 "Storage": COUPON_SESSION; every bag change clears it). */
export const couponSession = storedValue(STORAGE_KEYS.couponSession, CouponSessionSchema);
