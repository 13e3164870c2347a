/**
 * Where the welcome banner above the footer is hidden (spec: shell §2 Footer): the account pages,
 * the cart and order details. On mobile order-detail pages still show it.
 */
const HIDDEN_PATHS = [
  '/account/my-order',
  '/my-account',
  '/account/profile',
  '/account/my-address',
  '/account/wishlist',
  '/cart',
];
const ORDER_DETAIL = '/order-detail';

/**
 * Trailing slashes come off in a loop: the pattern `/\/+$/` restarts at every slash of a run that does not
 * end the path, so many slashes followed by a letter cost quadratic time.
 */
const withoutTrailingSlashes = (path: string) => {
  let end = path.length;
  while (end > 0 && path.charCodeAt(end - 1) === 0x2f /* '/' */) end -= 1;
  return path.slice(0, end);
};

const normalise = (pathname: string) => {
  const lower = pathname.toLowerCase();
  return lower.length > 1 ? withoutTrailingSlashes(lower) : lower;
};

/** A path is one of `HIDDEN_PATHS` or sits below it (`/cart/`, `/account/my-order/2`), never `/cartier`. */
const matches = (path: string, hidden: string) => path === hidden || path.startsWith(`${hidden}/`);

export function isWelcomeBannerHidden(pathname: string, isMobile: boolean): boolean {
  const path = normalise(pathname);
  if (HIDDEN_PATHS.some((hidden) => matches(path, hidden))) return true;
  // spec: "any path containing /order-detail" on desktop; "order-detail paths still show it" on mobile.
  return !isMobile && path.includes(ORDER_DETAIL);
}
