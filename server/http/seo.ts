import { asc, eq } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import type { Db } from '../db/client';
import { blogs, categories, pages, products } from '../db/schema';
import { compress, pickEncoding } from './compression';

/**
 * `GET /robots.txt` and `GET /sitemap.xml` (issue 12; docs/decisions/028-information-pages-data.md): what search
 * engines may crawl, and every public page the database knows, as absolute URLs on the store's public origin.
 */

/**
 * Pages that belong to one shopper or one step of a purchase, or are not pages at all: never worth crawling.
 * Prefixes as robots.txt reads them (`/account/` covers the account's pages, `/cart` also `/cart?…`).
 */
export const PRIVATE_PATHS = [
  '/cart',
  '/address',
  '/checkout',
  '/thankyou/',
  '/giftcardthankyou/',
  '/my-account',
  '/account/',
  '/order-detail/',
  '/login',
  '/register',
  '/verify-email/',
  '/change-password/',
  '/dev/',
  '/web-api/',
  '/search-result/',
] as const;

/** The information pages (catalogue §2), listed whatever the database holds. */
export const INFORMATION_PATHS = [
  '/blog',
  '/testimonials',
  '/faq',
  '/jewellery-care',
  '/size-guide',
  '/order-status',
  '/contact-us',
  '/shipping',
  '/return-exchange',
] as const;

/** Crawlers fetch these rarely; an hour keeps a new product or article from waiting long. */
const CACHE = 'public, max-age=3600';

/** The origin links are built on, without a trailing slash (PUBLIC_URL may be given with one). */
export const originOf = (publicUrl: string) => {
  let end = publicUrl.length;
  while (end > 0 && publicUrl[end - 1] === '/') end -= 1;
  return publicUrl.slice(0, end);
};

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${originOf(publicUrl)}/sitemap.xml`,
    '',
  ].join('\n');
}

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

export interface SitemapEntry {
  /** A rooted path (`/product/kundan-choker`). */
  path: string;
  lastmod?: Date;
}

/** The public pages: home, content pages, information pages, listings, products and published articles. */
export async function sitemapEntries(db: Db): Promise<SitemapEntry[]> {
  const [contentPages, lists, items, articles] = await Promise.all([
    db.select({ slug: pages.slug, updatedAt: pages.updatedAt }).from(pages).orderBy(asc(pages.id)),
    db
      .select({ slug: categories.slug, kind: categories.kind })
      .from(categories)
      .orderBy(asc(categories.kind), asc(categories.sort), asc(categories.id)),
    db.select({ slug: products.slug }).from(products).orderBy(asc(products.id)),
    db
      .select({ slug: blogs.slug, updatedAt: blogs.updatedAt })
      .from(blogs)
      .where(eq(blogs.published, true))
      .orderBy(asc(blogs.sort), asc(blogs.id)),
  ]);
  const segment = (slug: string) => encodeURIComponent(slug);
  const entries: SitemapEntry[] = [
    { path: '/' },
    ...contentPages.map((p) => ({ path: `/${segment(p.slug)}`, lastmod: p.updatedAt })),
    ...INFORMATION_PATHS.map((path) => ({ path })),
    { path: '/list/shop-all' },
    ...lists.map((c) => ({ path: `/list/${c.kind}/${segment(c.slug)}` })),
    ...items.map((p) => ({ path: `/product/${segment(p.slug)}` })),
    ...articles.map((a) => ({ path: `/blog/${segment(a.slug)}`, lastmod: a.updatedAt })),
  ];
  // A content page may share its path with an information page (/jewellery-care): listed once, with its date.
  const seen = new Set<string>();
  return entries
    .filter((e) => !PRIVATE_PATHS.some((p) => e.path.startsWith(p)))
    .filter((e) => !seen.has(e.path) && seen.add(e.path));
}

export function sitemapXml(publicUrl: string, entries: SitemapEntry[]): string {
  const origin = originOf(publicUrl);
  const urls = entries.map((e) => {
    const lastmod = e.lastmod ? `<lastmod>${e.lastmod.toISOString()}</lastmod>` : '';
    return `<url><loc>${escapeXml(`${origin}${e.path}`)}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

async function send(c: Context, text: string, contentType: string) {
  const raw = Buffer.from(text);
  const encoding = pickEncoding(c.req.header('accept-encoding'));
  const body = encoding ? await compress(raw, encoding, 'dynamic') : raw;
  return c.body(new Uint8Array(body), 200, {
    'Content-Type': contentType,
    'Cache-Control': CACHE,
    Vary: 'Accept-Encoding',
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
  });
}

/** Registers both routes; before the storefront's catch-all, and whether or not a storefront is served. */
export function serveSeo(app: Hono, db: Db, publicUrl: string): void {
  app.get('/robots.txt', (c) => send(c, robotsTxt(publicUrl), 'text/plain; charset=utf-8'));
  app.get('/sitemap.xml', async (c) =>
    send(c, sitemapXml(publicUrl, await sitemapEntries(db)), 'application/xml; charset=utf-8'),
  );
}
