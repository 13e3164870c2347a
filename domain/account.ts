/** spec: catalogue §4, §9 — a successful sign-in goes on to its redirect after 1 s. */
export const LOGIN_REDIRECT_MS = 1000;
/** spec: catalogue §4 — the Drop a Hint modal closes 1 s after a send. */
export const HINT_CLOSE_MS = 1000;
/** spec: catalogue §2, §9 — 6 wishlist placeholders while it loads. */
export const WISHLIST_PLACEHOLDERS = 6;
/** spec: catalogue §4, §9 — a successful registration stores the token and goes home after 1.5 s. */
export const REGISTER_REDIRECT_MS = 1500;
/** spec: catalogue §5, §9 — the registration form's default country code. */
export const DEFAULT_COUNTRY_CODE = '91';
