/**
 * Routes of the two specs' route tables (shell §2, catalogue §2) not built yet. Each shows its title
 * (placeholder-titles.ts, loaded with the page) inside the layout, so no listed route 404s by accident.
 * Building one replaces its path here with an entry of its own in the route table.
 */
export const placeholderPaths = [
  'help-support',
  'blog',
  'blog/:slug',
  'review',
  'glossary',
  'materials-of-padmakshya',
  'stores',
  'contact-us',
  'jewellery-care',
  'testimonials',
  'faq',
  'order-status',
  'size-guide',
  'return-exchange',
  'shipping',
  'padmakshya-club',
] as const;
