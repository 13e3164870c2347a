import type { CallName } from '@schemas/contract';

/** A valid body of each POST call of the contract, for tests that call them all or spoil one field at a time. */
export const validBodies = {
  pagecontent: { slug: 'our-story' },
  'subscription-process': { newsletter_email: 'answers@example.in' },
  unsubscribe: { id: 'no-such-id' },
  getsearchresultdata: { search_filter: 'kundan' },
  categoryWiseProducts: { data: { home_cat_id: 1, home_no_items: 4 } },
  tagsWiseProducts: { data: { home_tag_id: 1 } },
  customProducts: { data: { home_custome_products_id: '3,1' } },
  categoryByIds: { data: { home_cat_multi_id: '2,1' } },
  // Text fields only (request-limits.test.ts spoils each); lists and ids are tested in server/handlers/catalogue/.
  'product-list': { sort: 'random', priceRange: 'under-15000', slug: 'necklaces', type: 'category' },
  categorydetails: { type: 'category', cat_slug: 'necklaces' },
  'product-details': { slug: 'kundan-choker' },
  'variation-wise-price': { product_id: 1, variation: [] },
  completeTheLooksData: { slug: 'kundan-choker' },
  bookanappointmentprocess: {
    appointment_name: 'Anaya Rao',
    appointment_email: 'anaya@example.in',
    appointment_note: 'Re-stringing a pearl necklace.',
    appointment_date: '2099-01-05',
    appointment_time: '11:00',
  },
  cartSessionData: { coupon_session: null },
  addToCart: { product_id: 1, product_variation: '', quantity: 1 },
  addToCartSession: { product_id: 2, selected_variation: [], quantity: 1 },
  minusToCartSession: { cart_id: 1, cart_user_id: 1 },
  removeCartProduct: { cart_id: 1 },
  logincheck: { user_email: 'no-one@example.in', user_password: 'not-a-password', session_data: [], user_type: 1 },
  'add-to-fav': { product_id: 1, selected_variation: [] },
  addToFavList: { product_id: 1 },
  'remove-fav-wishlist': { product_id: 1 },
  recipentprocess: {
    recipents_name: 'Kavya Menon',
    recipents_email: 'kavya@example.in',
    recipents_user_name: 'Arjun Menon',
    recipents_user_email: 'arjun@example.in',
    recipents_product_id: 1,
  },
  'select-coupon': { promo_code: 'FESTIVE2000', cart_total: 30000 },
  'select-giftcard': { gift_card: 'PDMK-GIFT-11000', cart_total: 14350 },
} satisfies Partial<Record<CallName, Record<string, unknown>>>;
