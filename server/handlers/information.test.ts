import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, type CallName } from '@schemas/contract';
import { DEFAULT_FIXTURES_DIR, loadSeedData } from '../db/fixture-files';
import { blogs } from '../db/schema';
import { startServer, type RunningServer } from '../main';
import { apiCall } from '../test-support/api-call';
import { START_TIMEOUT_MS, startTestServer } from '../test-support/test-server';
import { testDatabase } from '../test-support/test-database';

// The information pages' reads (issue 12): first on the repository's own seed, then on a small blog whose dates and
// categories are known, for the related-articles rule and drafts.

type Body = Record<string, unknown>;
async function call(server: RunningServer, name: CallName, body?: unknown) {
  const res = await apiCall(server.app, name, body);
  const json = (await res.json()) as Body;
  if (res.status === 200) expect(contract[name].response.safeParse(json).error).toBeUndefined();
  return { status: res.status, body: json };
}
const slugsOf = (list: unknown) => (list as { blog_slug: string }[]).map((b) => b.blog_slug);

describe('the information pages on the seeded store', () => {
  let server: RunningServer;
  const seed = loadSeedData(DEFAULT_FIXTURES_DIR);
  beforeAll(async () => {
    server = await startServer({
      port: 0,
      ...(await testDatabase()),
      fixturesDir: DEFAULT_FIXTURES_DIR,
      staticDir: null,
      quiet: true,
    });
  }, 2 * START_TIMEOUT_MS);
  afterAll(() => server?.close());

  it('lists every published article newest first, with its categories, date and the image path', async () => {
    const { body } = await call(server, 'blog-list');
    expect(body).toMatchObject({ status: 'success', blog_image_path: '/media/blogs/' });
    const list = body.blogsData as { blog_slug: string; created_at: string; blog_category_name: string }[];
    expect(list.length).toBe(seed.showcase.blogs.length);
    expect(list.length).toBeGreaterThanOrEqual(12);
    const dates = list.map((b) => b.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(list[0]).toMatchObject({
      blog_slug: 'pearls-basra-freshwater-and-south-sea',
      blog_category_name: 'Care, Jewellery',
      created_at: '2026-11-05T05:30:00.000Z',
      blog_image: '/media/blogs/pearls-basra-freshwater-and-south-sea.webp',
    });
    expect(list.every((b) => b.blog_category_name.length > 0)).toBe(true);
  });

  it('answers an article with its body, the categories and three related articles sharing a category', async () => {
    const { status, body } = await call(server, 'blog-details', { blog_slug: ' bis-hallmark-explained ' });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: 'success',
      blog_image_path: '/media/blogs/',
      data: {
        blog_slug: 'bis-hallmark-explained',
        blog_name: 'What the BIS Hallmark on Your Gold Means',
        blog_category_name: 'Jewellery',
        created_at: '2026-01-20T05:00:00.000Z',
        updated_at: '2026-01-22T07:30:00.000Z',
      },
    });
    const data = body.data as { blog_desc: string };
    expect(data.blog_desc).toContain('<h2>The three marks</h2>');
    expect((body.categoryData as { category_name: string }[]).map((c) => c.category_name).sort()).toEqual(
      ['Bridal', 'Care', 'Craft', 'Jewellery', 'Textiles'].sort(),
    );
    // The three newest other Jewellery articles.
    expect(slugsOf(body.relatedBlogs)).toEqual([
      'pearls-basra-freshwater-and-south-sea',
      'choosing-bridal-jewellery',
      'temple-jewellery-of-the-south',
    ]);
  });

  it('answers an unknown slug with "Blog not found" and no article', async () => {
    const { status, body } = await call(server, 'blog-details', { blog_slug: 'no-such-article' });
    expect(status).toBe(200);
    expect(body).toEqual({
      status: 'error',
      message: 'Blog not found',
      data: null,
      categoryData: [],
      relatedBlogs: [],
      blog_image_path: '/media/blogs/',
    });
  });

  it('refuses a missing or overlong slug with 400 and the field message', async () => {
    const empty = await call(server, 'blog-details', { blog_slug: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ errors: { blog_slug: ['Please provide a blog slug'] } });
    const long = await call(server, 'blog-details', { blog_slug: 'a'.repeat(500) });
    expect(long.status).toBe(400);
    expect(long.body.errors).toHaveProperty('blog_slug');
    expect((await call(server, 'blog-details', {})).status).toBe(400);
  });

  it('lists every testimonial, featured or not', async () => {
    const { body } = await call(server, 'testimonial-list');
    expect(body).toMatchObject({ status: 'success', testimonial_image_path: '/media/testimonials/' });
    const list = body.testimonialData as { testimonial_name: string }[];
    expect(list.map((t) => t.testimonial_name)).toEqual(seed.showcase.testimonials.map((t) => t.testimonial_name));
    expect(list.length).toBeGreaterThanOrEqual(8);
    const featured = await call(server, 'featuredTestimonialList');
    expect((featured.body.testimonialData as unknown[]).length).toBeLessThan(list.length);
  });

  it('lists the FAQ categories in order, each with its questions in order', async () => {
    const { body } = await call(server, 'categoryFaqs');
    expect(body).toMatchObject({ status: 'success', category_image_path: '/media/faq/' });
    const categories = body.faqCatData as { fc_name: string; fc_image: string; faqs: { faq_title: string }[] }[];
    expect(categories.map((c) => c.fc_name)).toEqual(seed.information.faq.map((c) => c.fc_name));
    expect(categories).toHaveLength(5);
    for (const [i, c] of categories.entries()) {
      expect(c.faqs.map((f) => f.faq_title)).toEqual(seed.information.faq[i]?.faqs.map((f) => f.faq_title));
      expect(c.faqs.length).toBeGreaterThanOrEqual(4);
      expect(c.fc_image).toMatch(/^\/media\/faq\/.+\.webp$/);
    }
  });

  it('lists the jewellery-care entries in order', async () => {
    const { body } = await call(server, 'jewelryCare');
    const entries = body.jewelryData as { jewelry_title: string; jewelry_description: string }[];
    expect(body.status).toBe('success');
    expect(entries.map((e) => e.jewelry_title)).toEqual(seed.information['jewellery-care'].map((e) => e.jewelry_title));
    expect(entries.length).toBeGreaterThanOrEqual(6);
    expect(entries[0]?.jewelry_description).toMatch(/^<p>/);
  });
});

/** A small blog whose dates and categories make the related-articles rule visible. */
const article = (slug: string, date: string, categories: string[], extra: Body = {}) => ({
  blog_name: slug.toUpperCase(),
  blog_slug: slug,
  blog_image: '',
  blog_short_description: `About ${slug}`,
  blog_featured: 0,
  blog_categories: categories,
  blog_published_at: `2026-${date}T06:00:00Z`,
  blog_desc: `<p>${slug}</p>`,
  ...extra,
});
const smallBlog = [
  article('silk', '03-01', ['Textiles']),
  article('kundan', '04-01', ['Jewellery', 'Craft']),
  article('ajrakh', '05-01', ['Craft', 'Textiles']),
  article('pearls', '06-01', ['Jewellery']),
  article('notes', '07-01', []),
  article('draft', '08-01', ['Jewellery', 'Secret'], { blog_published: 0 }),
  article('bangles', '02-01', ['Jewellery']),
  article('ikat', '09-01', ['Textiles']),
];

describe('related articles and drafts', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer({ fixtures: { 'content/showcase/blogs.json': smallBlog } });
  }, START_TIMEOUT_MS);
  afterAll(() => server?.close());

  it('puts articles sharing a category first, newest first, then the newest others', async () => {
    const kundan = await call(server, 'blog-details', { blog_slug: 'kundan' });
    // Sharing Jewellery or Craft: pearls (06), ajrakh (05), bangles (02); the draft never.
    expect(slugsOf(kundan.body.relatedBlogs)).toEqual(['pearls', 'ajrakh', 'bangles']);
    const pearls = await call(server, 'blog-details', { blog_slug: 'pearls' });
    // Sharing Jewellery: kundan (04), bangles (02); then the newest other: ikat (09).
    expect(slugsOf(pearls.body.relatedBlogs)).toEqual(['kundan', 'bangles', 'ikat']);
    const notes = await call(server, 'blog-details', { blog_slug: 'notes' });
    // No category: the three newest others.
    expect(slugsOf(notes.body.relatedBlogs)).toEqual(['ikat', 'pearls', 'ajrakh']);
  });

  it('never lists, finds or counts a draft', async () => {
    const list = await call(server, 'blog-list');
    expect(slugsOf(list.body.blogsData)).toEqual(['ikat', 'notes', 'pearls', 'ajrakh', 'kundan', 'silk', 'bangles']);
    const draft = await call(server, 'blog-details', { blog_slug: 'draft' });
    expect(draft.body).toMatchObject({ status: 'error', message: 'Blog not found', data: null });
    const silk = await call(server, 'blog-details', { blog_slug: 'silk' });
    // 'Secret' holds only the draft.
    expect((silk.body.categoryData as { category_name: string }[]).map((c) => c.category_name)).toEqual([
      'Textiles',
      'Jewellery',
      'Craft',
    ]);
    expect(silk.body.data).toMatchObject({ blog_desc: '<p>silk</p>', updated_at: '2026-03-01T06:00:00.000Z' });
  });

  it('answers empty lists once every article is taken down', async () => {
    await server.database.db.update(blogs).set({ published: false });
    expect((await call(server, 'blog-list')).body.blogsData).toEqual([]);
    const silk = await call(server, 'blog-details', { blog_slug: 'silk' });
    expect(silk.body).toMatchObject({ status: 'error', data: null, categoryData: [], relatedBlogs: [] });
  });
});
