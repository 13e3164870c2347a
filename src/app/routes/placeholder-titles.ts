type Params = Readonly<Record<string, string | undefined>>;

/** A placeholder page's h1; a function when it names the route's slug. */
export type PlaceholderTitle = string | ((params: Params) => string);

/** "gold-jhumka-earrings" → "Gold Jhumka Earrings". */
export function humanize(slug: string | undefined, fallback: string): string {
  if (!slug) return fallback;
  const words = slug.split(/[-_\s]+/).filter(Boolean);
  return words.length ? words.map((w) => w[0]?.toUpperCase() + w.slice(1)).join(' ') : fallback;
}

/**
 * The titles of the placeholder pages (src/app/routes/placeholder-paths.ts), by route path. They load
 * with the placeholder page, not with the app.
 */
export const placeholderTitles: Record<string, PlaceholderTitle> = {
  'help-support': 'Help & Support',
  blog: 'BLOG',
  'blog/:slug': (p) => humanize(p.slug, 'Blog'),
  review: 'Review',
  glossary: 'Glossary',
  'materials-of-padmakshya': 'Materials of Padmakshya',
  stores: 'Stores',
  'contact-us': 'Store',
  'jewellery-care': 'Jewellery Care',
  testimonials: 'Testimonials',
  faq: 'FAQ',
  'order-status': 'Order Status',
  'size-guide': 'Size Guide',
  'return-exchange': 'Return & Exchange',
  shipping: 'Shipping',
  'padmakshya-club': 'Padmakshya Club',
};
