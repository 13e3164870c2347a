/** Business constants from the specs (shell §9). */
export const HEADER_FIXED_AFTER_PX = 200;
export const MOBILE_HEADER_FIXED_AFTER_PX = 50;
export const MOBILE_BREAKPOINT_PX = 768;
export const LOADING_DELAY_MS = 500;
export const NEWSLETTER_MESSAGE_MS = 1000;
/** spec: shell §4, §9 — "post-address navigation about 500 ms"; the payment step's cart loader, 500 ms. */
export const POST_ADDRESS_DELAY_MS = 500;
export const CHECKOUT_CART_LOADER_MS = 500;
/** spec: shell §4, §9 — "A 4000 ms loader follows temp order creation". */
export const TEMP_ORDER_LOADER_MS = 4000;
export const HERO_AUTOPLAY_MS = 2500;
export const SLIDER_AUTOPLAY_MS = 3000;
export const MENU_PLACEHOLDERS = 7;
export const FOOTER_PLACEHOLDERS = 4;
export const SEARCH_PLACEHOLDERS = 8;
export const HOME_TILE_PLACEHOLDERS = 3;
export const DEFAULT_IMAGE = '/img/default_img.png';
/**
 * Browser-storage keys (spec: shell §4 "Storage", §9): the three the spec names, and one each for the
 * guest's address (the guest checkout record), the gift card and the recently viewed products. Each is
 * read and written only by its module in the domain's data home (src/data/<domain>/).
 */
export const STORAGE_KEYS = {
  userToken: 'USER_TOKEN',
  cartSession: 'CART_SESSION',
  couponSession: 'COUPON_SESSION',
  addressSession: 'ADDRESS_SESSION',
  giftCardSession: 'GIFTCARD_SESSION',
  recentlyViewed: 'RECENTLY_VIEWED',
  /** Ours: the Idempotency-Key of the guest bag's merge at sign-in, kept while the bag is unchanged. */
  cartMergeKey: 'CART_MERGE_KEY',
  /** Ours: the Idempotency-Key of the order being placed, kept while what it orders is unchanged. */
  orderKey: 'ORDER_KEY',
  /** Ours: a guest's order tokens by order number, so this browser may show the orders it placed. */
  orderTokens: 'ORDER_TOKENS',
} as const;
/** Toasts (shell §9): bag area top-right 5000 ms; checkout and search areas bottom-center 2000 ms. */
export const TOAST_BAG = { position: 'top-right', duration: 5000 } as const;
export const TOAST_CHECKOUT = { position: 'bottom-center', duration: 2000 } as const;
/** spec: shell §2 — "Hero and testimonials autoplay every 2500 ms". */
export const TESTIMONIAL_AUTOPLAY_MS = 2500;
/**
 * Appointment booking (shell §2 "Appointment booking widget", §5, §9 "6 hourly, 1 hour each"). The spec
 * names "the base time" without its value: we open at 11:00 shop time, so the slots are 11:00 to 16:00
 * and the last consultation ends at 17:00 (see domain/appointment.ts).
 */
export const APPOINTMENT_FIRST_SLOT = '11:00';
export const APPOINTMENT_SLOT_COUNT = 6;
export const APPOINTMENT_SLOT_MINUTES = 60;
/** shell §9 "thank-you on appointment 3 s": the thank-you step returns to step 1 after this long. */
export const APPOINTMENT_THANK_YOU_MS = 3000;
/** Longest name, e-mail and note the back office stores (our limits; the spec sets none). */
export const APPOINTMENT_NAME_MAX = 100;
export const APPOINTMENT_EMAIL_MAX = 254;
export const APPOINTMENT_NOTE_MAX = 1000;
/** The shop's clock: India Standard Time, UTC+05:30 all year (no daylight saving). */
export const SHOP_TIME_ZONE = 'Asia/Kolkata';
export const SHOP_UTC_OFFSET_MINUTES = 330;
/** spec: catalogue §2, §9 — the listing's sibling slider autoplays every 2500 ms. */
export const LISTING_SLIDER_AUTOPLAY_MS = 2500;
/** spec: catalogue §4, §9 — Clear Filter refetches after 500 ms. */
export const CLEAR_FILTER_REFETCH_MS = 500;
/** spec: catalogue §9 — 4 product placeholders while a listing loads. */
export const LISTING_PLACEHOLDERS = 4;
