import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogs } from '../db/schema';
import { startServer, type RunningServer } from '../main';
import { START_TIMEOUT_MS } from '../test-support/test-server';
import { testDatabase } from '../test-support/test-database';
import { writeTinyFixtures } from '../test-support/tiny-fixtures';
import { originOf, PRIVATE_PATHS, robotsTxt, sitemapXml } from './seo';

// robots.txt and sitemap.xml (issue 12) on the tiny fixtures: a content page, two categories, four products, and
// three articles of which one is a draft and one has an ampersand in its slug's neighbourhood.

const article = (slug: string, date: string, extra: Record<string, unknown> = {}) => ({
  blog_name: slug,
  blog_slug: slug,
  blog_image: '',
  blog_short_description: '',
  blog_published_at: `2026-${date}T06:00:00Z`,
  blog_updated_at: `2026-${date}T09:30:00Z`,
  ...extra,
});

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({
    port: 0,
    ...(await testDatabase()),
    staticDir: null,
    quiet: true,
    publicUrl: 'https://padmakshya.example//',
    fixturesDir: writeTinyFixtures({
      'content/showcase/blogs.json': [
        article('kundan-care', '02-10'),
        article('ikat', '09-30'),
        article('secret-draft', '10-01', { blog_published: 0 }),
      ],
    }),
  });
}, START_TIMEOUT_MS);
afterAll(() => server?.close());

const get = (path: string, headers: Record<string, string> = {}) => server.app.request(path, { headers });

describe('robots.txt', () => {
  it('allows the shop, disallows the private paths and names the sitemap on the public origin', async () => {
    const res = await get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    const text = await res.text();
    expect(text.split('\n').slice(0, 2)).toEqual(['User-agent: *', 'Allow: /']);
    for (const path of ['/cart', '/checkout', '/my-account', '/account/', '/order-detail/', '/web-api/', '/dev/']) {
      expect(text).toContain(`Disallow: ${path}\n`);
    }
    expect(text).toContain('Disallow: /search-result/\n');
    expect(text.trimEnd().split('\n').at(-1)).toBe('Sitemap: https://padmakshya.example/sitemap.xml');
  });
});

describe('sitemap.xml', () => {
  let xml = '';
  beforeAll(async () => {
    const res = await get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    xml = await res.text();
  });
  const locs = () => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

  it('lists home, content pages, information pages, listings, products and published articles', () => {
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    const o = 'https://padmakshya.example';
    expect(locs()).toEqual(
      expect.arrayContaining([
        `${o}/`,
        `${o}/our-story`,
        `${o}/blog`,
        `${o}/faq`,
        `${o}/jewellery-care`,
        `${o}/order-status`,
        `${o}/return-exchange`,
        `${o}/list/shop-all`,
        `${o}/list/category/necklaces`,
        `${o}/list/category/sarees`,
        `${o}/product/emerald-kundan-choker`,
        `${o}/product/ajrakh-stole`,
        `${o}/blog/kundan-care`,
        `${o}/blog/ikat`,
      ]),
    );
    expect(new Set(locs()).size).toBe(locs().length);
  });

  it('gives articles and content pages their last change', () => {
    expect(xml).toContain(
      '<url><loc>https://padmakshya.example/blog/ikat</loc><lastmod>2026-09-30T09:30:00.000Z</lastmod></url>',
    );
    expect(xml).toMatch(/<loc>https:\/\/padmakshya\.example\/our-story<\/loc><lastmod>\d{4}-/);
  });

  it('leaves out drafts and every private path', () => {
    expect(xml).not.toContain('secret-draft');
    for (const loc of locs()) {
      const path = new URL(loc ?? '').pathname;
      expect(
        PRIVATE_PATHS.some((p) => path.startsWith(p)),
        path,
      ).toBe(false);
    }
  });

  it('follows the database: an article taken down leaves the next sitemap', async () => {
    await server.database.db.update(blogs).set({ published: false }).where(eq(blogs.slug, 'ikat'));
    const next = await (await get('/sitemap.xml')).text();
    expect(next).not.toContain('/blog/ikat<');
    expect(next).toContain('/blog/kundan-care<');
  });

  it('is compressed for a client that accepts it', async () => {
    const res = await get('/sitemap.xml', { 'Accept-Encoding': 'gzip' });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toContain('<urlset');
  });
});

describe('the sitemap text', () => {
  it('escapes XML and joins paths to an origin without its trailing slashes', () => {
    expect(originOf('https://shop.example/')).toBe('https://shop.example');
    expect(originOf('https://shop.example/store///')).toBe('https://shop.example/store');
    const text = sitemapXml('https://shop.example/', [{ path: '/a&b<c>\'"' }]);
    expect(text).toContain('<loc>https://shop.example/a&amp;b&lt;c&gt;&apos;&quot;</loc>');
    expect(robotsTxt('http://localhost:3000/')).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });
});
