/** Business constants from the specs (shell §9). */
export const HEADER_FIXED_AFTER_PX = 200;
export const MOBILE_HEADER_FIXED_AFTER_PX = 50;
export const MOBILE_BREAKPOINT_PX = 768;
export const LOADING_DELAY_MS = 500;
export const NEWSLETTER_MESSAGE_MS = 1000;
export const HERO_AUTOPLAY_MS = 2500;
export const SLIDER_AUTOPLAY_MS = 3000;
export const MENU_PLACEHOLDERS = 7;
export const FOOTER_PLACEHOLDERS = 4;
export const SEARCH_PLACEHOLDERS = 8;
export const HOME_TILE_PLACEHOLDERS = 3;
export const DEFAULT_IMAGE = '/img/default_img.png';
export const STORAGE_KEYS = {
  userToken: 'USER_TOKEN',
  cartSession: 'CART_SESSION',
  couponSession: 'COUPON_SESSION',
} as const;
/** Toasts (shell §9): bag area top-right 5000 ms; checkout and search areas bottom-center 2000 ms. */
export const TOAST_BAG = { position: 'top-right', duration: 5000 } as const;
export const TOAST_CHECKOUT = { position: 'bottom-center', duration: 2000 } as const;
