import { and, asc, desc, eq, inArray, ne, notInArray } from 'drizzle-orm';
import type { BlogCard } from '@schemas/information';
import type { Db } from '../db/client';
import { blogCategories, blogCategoryLinks, blogs, faqCategories, faqs, jewelryCare, testimonials } from '../db/schema';
import { SHOWCASE_MEDIA_PATHS } from './showcase';
import type { Handler } from './types';

/**
 * The information pages' reads (catalogue §2 "Blog and testimonials", "Information pages", §3, §7; issue 12):
 * the blog, an article with its categories and related articles, every testimonial, the FAQ and jewellery care.
 * Only published articles are ever answered. docs/decisions/028-information-pages-data.md.
 */

/** Where FAQ category images live; the seed uses rooted /media/ URLs, as the showcase's do. */
export const FAQ_IMAGE_PATH = '/media/faq/';

/** How many related articles an article shows (issue 12). */
export const RELATED_ARTICLES = 3;

export const blogMessages = { notFound: 'Blog not found' } as const;

const ok = 'success';
type BlogRow = typeof blogs.$inferSelect;
const published = eq(blogs.published, true);
/** Newest first; the id breaks a tie, so the order never changes between calls. */
const newestFirst = [desc(blogs.createdAt), desc(blogs.id)] as const;

/** Each article's category names in the blog's category order. */
async function categoryNamesOf(db: Db, blogIds: number[]): Promise<Map<number, string[]>> {
  const names = new Map<number, string[]>();
  if (blogIds.length === 0) return names;
  const rows = await db
    .select({ blogId: blogCategoryLinks.blogId, name: blogCategories.name })
    .from(blogCategoryLinks)
    .innerJoin(blogCategories, eq(blogCategories.id, blogCategoryLinks.categoryId))
    .where(inArray(blogCategoryLinks.blogId, blogIds))
    .orderBy(asc(blogCategories.sort), asc(blogCategories.id));
  for (const { blogId, name } of rows) names.set(blogId, [...(names.get(blogId) ?? []), name]);
  return names;
}

const card = (row: BlogRow, categories: string[]): BlogCard => ({
  blog_id: row.id,
  blog_name: row.name,
  blog_slug: row.slug,
  blog_image: row.image,
  blog_short_description: row.shortDescription,
  blog_category_name: categories.join(', '),
  created_at: row.createdAt.toISOString(),
});

async function cards(db: Db, rows: BlogRow[]): Promise<BlogCard[]> {
  const names = await categoryNamesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => card(r, names.get(r.id) ?? []));
}

/** `blog-list` (catalogue §7): every published article, newest first. */
export const blogList: Handler<'blog-list'> = async (_body, { db }) => {
  const rows = await db
    .select()
    .from(blogs)
    .where(published)
    .orderBy(...newestFirst);
  return { status: ok, message: '', blogsData: await cards(db, rows), blog_image_path: SHOWCASE_MEDIA_PATHS.blogs };
};

/**
 * Up to RELATED_ARTICLES other published articles: those sharing a category with the article first, then the
 * rest; newest first within each.
 */
async function relatedTo(db: Db, article: BlogRow): Promise<BlogRow[]> {
  const sharing = db
    .selectDistinct({ id: blogCategoryLinks.blogId })
    .from(blogCategoryLinks)
    .where(
      inArray(
        blogCategoryLinks.categoryId,
        db
          .select({ id: blogCategoryLinks.categoryId })
          .from(blogCategoryLinks)
          .where(eq(blogCategoryLinks.blogId, article.id)),
      ),
    );
  const others = and(published, ne(blogs.id, article.id));
  const first = await db
    .select()
    .from(blogs)
    .where(and(others, inArray(blogs.id, sharing)))
    .orderBy(...newestFirst)
    .limit(RELATED_ARTICLES);
  if (first.length === RELATED_ARTICLES) return first;
  const taken = [article.id, ...first.map((r) => r.id)];
  const rest = await db
    .select()
    .from(blogs)
    .where(and(published, notInArray(blogs.id, taken)))
    .orderBy(...newestFirst)
    .limit(RELATED_ARTICLES - first.length);
  return [...first, ...rest];
}

/**
 * `blog-details {blog_slug}` (catalogue §7): the published article with that slug, every category that holds a
 * published article, and related articles. An unknown slug or a draft: status error, 'Blog not found', data null.
 */
export const blogDetails: Handler<'blog-details'> = async ({ blog_slug }, { db }) => {
  const [article] = await db
    .select()
    .from(blogs)
    .where(and(published, eq(blogs.slug, blog_slug)))
    .limit(1);
  if (!article) {
    return {
      status: 'error',
      message: blogMessages.notFound,
      data: null,
      categoryData: [],
      relatedBlogs: [],
      blog_image_path: SHOWCASE_MEDIA_PATHS.blogs,
    };
  }
  const categoryData = await db
    .selectDistinct({ category_id: blogCategories.id, category_name: blogCategories.name, sort: blogCategories.sort })
    .from(blogCategories)
    .innerJoin(blogCategoryLinks, eq(blogCategoryLinks.categoryId, blogCategories.id))
    .innerJoin(blogs, eq(blogs.id, blogCategoryLinks.blogId))
    .where(published)
    .orderBy(asc(blogCategories.sort), asc(blogCategories.id));
  const [[data], relatedBlogs] = await Promise.all([
    cards(db, [article]),
    relatedTo(db, article).then((r) => cards(db, r)),
  ]);
  return {
    status: ok,
    message: '',
    data: data ? { ...data, blog_desc: article.body, updated_at: article.updatedAt.toISOString() } : null,
    categoryData: categoryData.map(({ category_id, category_name }) => ({ category_id, category_name })),
    relatedBlogs,
    blog_image_path: SHOWCASE_MEDIA_PATHS.blogs,
  };
};

/** `testimonial-list` (catalogue §7): every testimonial in the editor's order, featured or not. */
export const testimonialList: Handler<'testimonial-list'> = async (_body, { db }) => {
  const rows = await db.select().from(testimonials).orderBy(asc(testimonials.sort), asc(testimonials.id));
  return {
    status: ok,
    message: '',
    testimonialData: rows.map((r) => ({
      testimonial_id: r.id,
      testimonial_name: r.name,
      testimonial_location: r.location,
      testimonial_desc: r.description,
      testimonial_image: r.image,
    })),
    testimonial_image_path: SHOWCASE_MEDIA_PATHS.testimonials,
  };
};

/** `categoryFaqs` (catalogue §3, §7): the FAQ categories in order, each with its questions in order. */
export const categoryFaqsHandler: Handler<'categoryFaqs'> = async (_body, { db }) => {
  const [categories, questions] = await Promise.all([
    db.select().from(faqCategories).orderBy(asc(faqCategories.sort), asc(faqCategories.id)),
    db.select().from(faqs).orderBy(asc(faqs.sort), asc(faqs.id)),
  ]);
  return {
    status: ok,
    message: '',
    faqCatData: categories.map((c) => ({
      fc_id: c.id,
      fc_name: c.name,
      fc_image: c.image,
      faqs: questions
        .filter((q) => q.categoryId === c.id)
        .map((q) => ({ faq_id: q.id, faq_title: q.title, faq_description: q.description })),
    })),
    category_image_path: FAQ_IMAGE_PATH,
  };
};

/** `jewelryCare` (catalogue §3, §7): the care entries in the editor's order. */
export const jewelryCareHandler: Handler<'jewelryCare'> = async (_body, { db }) => {
  const rows = await db.select().from(jewelryCare).orderBy(asc(jewelryCare.sort), asc(jewelryCare.id));
  return {
    status: ok,
    message: '',
    jewelryData: rows.map((r) => ({ jewelry_id: r.id, jewelry_title: r.title, jewelry_description: r.description })),
  };
};
