import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../main';
import { apiCall } from '../test-support/api-call';
import { START_TIMEOUT_MS } from '../test-support/test-server';
import { writeTinyFixtures } from '../test-support/tiny-fixtures';
import { loadSeedData } from './fixture-files';
import { blogs, faqs } from './schema';

// A store seeded before issue 12 gains the articles' bodies, the blog's categories, the FAQ and jewellery care once,
// keeping what its editors wrote (seed-information.ts).

const oldBlogs = [
  { blog_name: 'Kundan care', blog_slug: 'kundan-care', blog_image: '', blog_short_description: 'Keep it dry.' },
  { blog_name: 'Sarees', blog_slug: 'sarees', blog_image: '', blog_short_description: 'Muslin, not plastic.' },
];
const withBodies = (slug: string, categories: string[], date: string) => ({
  blog_desc: `<p>All about ${slug}.</p>`,
  blog_categories: categories,
  blog_published_at: `2026-${date}T06:00:00Z`,
});
const newFixtures = {
  'content/showcase/blogs.json': [
    { ...oldBlogs[0], ...withBodies('kundan-care', ['Care', 'Jewellery'], '02-10') },
    { ...oldBlogs[1], ...withBodies('sarees', ['Care', 'Textiles'], '03-18') },
    {
      blog_name: 'Ikat',
      blog_slug: 'ikat',
      blog_image: '',
      blog_short_description: 'Dyed before it is woven.',
      blog_featured: 0,
      ...withBodies('ikat', ['Craft', 'Textiles'], '09-30'),
    },
  ],
  'content/information/faq.json': [
    {
      fc_name: 'Shipping & Delivery',
      fc_image: '/media/faq/shipping-delivery.webp',
      faqs: [{ faq_title: 'Do you charge for shipping?', faq_description: '<p>Free from ₹25,000.</p>' }],
    },
  ],
  'content/information/jewellery-care.json': [{ jewelry_title: 'Gold', jewelry_description: '<p>Keep it dry.</p>' }],
};

describe('the information seed on an existing store', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'padmakshya-information-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const start = (fixtures: Record<string, unknown>) =>
    startServer({ port: 0, dataDir, staticDir: null, quiet: true, fixturesDir: writeTinyFixtures(fixtures) });
  const json = async (server: Awaited<ReturnType<typeof start>>, name: 'blog-list' | 'categoryFaqs' | 'jewelryCare') =>
    (await (await apiCall(server.app, name)).json()) as Record<string, unknown[]>;

  it(
    'adds new articles, fills empty bodies, and seeds the FAQ and care entries once',
    async () => {
      const before = await start({ 'content/showcase/blogs.json': oldBlogs });
      try {
        expect(before.seeded).toBe(true);
        expect((await json(before, 'categoryFaqs')).faqCatData).toEqual([]);
        // An editor writes one article before the upgrade.
        await before.database.db
          .update(blogs)
          .set({ body: '<p>Our own words.</p>' })
          .where(eq(blogs.slug, 'kundan-care'));
      } finally {
        await before.close();
      }

      const upgraded = await start(newFixtures);
      try {
        expect(upgraded.seeded).toBe(false);
        const rows = await upgraded.database.db.select().from(blogs).orderBy(blogs.sort);
        expect(rows.map((r) => [r.slug, r.body])).toEqual([
          ['kundan-care', '<p>Our own words.</p>'],
          ['sarees', '<p>All about sarees.</p>'],
          ['ikat', '<p>All about ikat.</p>'],
        ]);
        const list = (await json(upgraded, 'blog-list')).blogsData as {
          blog_slug: string;
          blog_category_name: string;
        }[];
        // The editor's article keeps its own date too: the upgrade's moment, newer than the seed's.
        expect(list.map((b) => [b.blog_slug, b.blog_category_name])).toEqual([
          ['kundan-care', 'Care, Jewellery'],
          ['ikat', 'Textiles, Craft'],
          ['sarees', 'Care, Textiles'],
        ]);
        expect((await json(upgraded, 'categoryFaqs')).faqCatData).toHaveLength(1);
        expect((await json(upgraded, 'jewelryCare')).jewelryData).toHaveLength(1);
        // The editor then removes the FAQ's questions: a later start must not bring them back.
        await upgraded.database.db.delete(faqs);
      } finally {
        await upgraded.close();
      }

      const again = await start(newFixtures);
      try {
        const categories = (await json(again, 'categoryFaqs')).faqCatData as { faqs: unknown[] }[];
        expect(categories.map((c) => c.faqs)).toEqual([[]]);
        expect((await json(again, 'blog-list')).blogsData).toHaveLength(3);
      } finally {
        await again.close();
      }
    },
    4 * START_TIMEOUT_MS,
  );

  it('refuses an article with a script or inline style, and a duplicate FAQ category', () => {
    const bad = { ...oldBlogs[0], blog_desc: '<p style="color:red">Hi</p>' };
    expect(() => loadSeedData(writeTinyFixtures({ 'content/showcase/blogs.json': [bad] }))).toThrow(
      /blogs\.json is invalid:[\s\S]*No scripts, styles or inline handlers/,
    );
    const category = { fc_name: 'Orders', fc_image: '', faqs: [] };
    expect(() => loadSeedData(writeTinyFixtures({ 'content/information/faq.json': [category, category] }))).toThrow(
      /information\/faq\.json is invalid:[\s\S]*FAQ category names must be unique/,
    );
  });
});
