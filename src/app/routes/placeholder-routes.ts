type Params = Readonly<Record<string, string | undefined>>;

export interface PlaceholderRoute {
  path: string;
  /** The page's h1; a function when it names the route's slug. */
  title: string | ((params: Params) => string);
}

/** "gold-jhumka-earrings" → "Gold Jhumka Earrings". */
export function humanize(slug: string | undefined, fallback: string): string {
  if (!slug) return fallback;
  const words = slug.split(/[-_\s]+/).filter(Boolean);
  return words.length ? words.map((w) => w[0]?.toUpperCase() + w.slice(1)).join(' ') : fallback;
}

const listTitle = (p: Params) => humanize(p.slug ?? p.type, 'Shop All');

/**
 * Routes of the two specs' route tables (shell §2, catalogue §2) that this issue does not build.
 * Each shows its title inside the layout, so no listed route 404s by accident.
 */
export const placeholderRoutes: PlaceholderRoute[] = [
  { path: 'cart', title: 'Shopping Bag' },
  { path: 'address', title: 'Address' },
  { path: 'checkout', title: 'Payment' },
  { path: 'thankyou/:id', title: 'Thank You' },
  { path: 'giftcardthankyou/:id', title: 'Gift Card Confirmation' },
  { path: 'gifting', title: 'Gift Card' },
  { path: 'order-detail/:id', title: 'Order Detail' },
  { path: 'my-account', title: 'My Account' },
  { path: 'account/wishlist', title: 'Wishlist' },
  { path: 'account/my-order', title: 'Order History' },
  { path: 'account/my-address', title: 'Addresses' },
  { path: 'account/profile', title: 'Account Details' },
  { path: 'help-support', title: 'Help & Support' },
  { path: 'login', title: 'Sign In' },
  { path: 'register', title: 'Register' },
  { path: 'verify-email/:token', title: 'Account Verified' },
  { path: 'change-password/:token', title: 'Reset Password' },
  { path: 'list/all', title: 'Shop All' },
  { path: 'list/shop-all', title: 'Shop All' },
  { path: 'list/category/:slug', title: listTitle },
  { path: 'list/collection/:slug', title: listTitle },
  { path: 'list/tag/:slug', title: listTitle },
  { path: 'list/:type/:slug?', title: listTitle },
  { path: 'product/:slug', title: (p) => humanize(p.slug, 'Product') },
  { path: 'category/:cat_slug', title: (p) => humanize(p.cat_slug, 'Category') },
  { path: 'collections/category/:cat_slug', title: (p) => humanize(p.cat_slug, 'Collection') },
  { path: 'collections/tag/:tag_slug', title: (p) => humanize(p.tag_slug, 'Collection') },
  { path: 'blog', title: 'BLOG' },
  { path: 'blog/:slug', title: (p) => humanize(p.slug, 'Blog') },
  { path: 'review', title: 'Review' },
  { path: 'glossary', title: 'Glossary' },
  { path: 'materials-of-padmakshya', title: 'Materials of Padmakshya' },
  { path: 'stores', title: 'Stores' },
  { path: 'contact-us', title: 'Store' },
  { path: 'jewellery-care', title: 'Jewellery Care' },
  { path: 'testimonials', title: 'Testimonials' },
  { path: 'faq', title: 'FAQ' },
  { path: 'order-status', title: 'Order Status' },
  { path: 'size-guide', title: 'Size Guide' },
  { path: 'return-exchange', title: 'Return & Exchange' },
  { path: 'shipping', title: 'Shipping' },
  { path: 'padmakshya-club', title: 'Padmakshya Club' },
];
