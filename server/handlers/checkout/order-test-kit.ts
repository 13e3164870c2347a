import type { Db } from '../../db/client';
import { insertCheckout, insertGeography, readCheckoutSeed } from '../../db/seed-checkout';

/** The demo codes and India's places (fixtures/checkout), for the checkout's server tests. */
const seed = readCheckoutSeed('fixtures');
export const INDIA = 101;
export const RAJASTHAN = 29;
export const JAIPUR = seed.geography.cities.find((c) => c.cities_name === 'Jaipur')?.cities_id ?? 0;

export const seedCheckout = (db: Db) =>
  db.transaction(async (tx) => {
    await insertCheckout(tx, seed);
    await insertGeography(tx, seed.geography);
  });

/** A guest's checkout record in Jaipur (shell §3 "Guest checkout record"). */
export const guestAddress = () => ({
  user_email: 'kavya.menon@example.in',
  user_address: {
    ua_fname: 'Kavya',
    ua_lname: 'Menon',
    ua_mobile: '9847012345',
    ua_apartment: 'Haveli 12, Gangori Bazar',
    ua_complete_address: 'Near Johari Bazar',
    ua_pincode: '302003',
    ua_country_id: INDIA,
    ua_state_id: RAJASTHAN,
    ua_city_id: JAIPUR,
    ua_address_type: 'Home',
  },
  shipping_amount: 0,
});

/** A bag line of an order request, with what the shopper was shown. */
export const line = (product: { id: number; name: string }, quantity: number, shown: Record<string, unknown> = {}) => ({
  product_id: product.id,
  product_name: product.name,
  selected_variation: [],
  quantity,
  ...shown,
});

/** A guest's makeCodOrder body. */
export const guestOrder = (lines: unknown[], extra: Record<string, unknown> = {}) => ({
  paymentMethod: 'COD',
  shippingCharge: 0,
  parsedAddressSession: guestAddress(),
  parsedCartSession: lines,
  parsedCouponSession: null,
  parsedGiftCardSession: null,
  textarea: 'Please gift wrap.',
  ...extra,
});

export const key = (k: string) => ({ 'Idempotency-Key': `order-key-${k}` });
