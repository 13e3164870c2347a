import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from './client';
import type { SeedData } from './fixture-files';
import { blogArticle } from './seed-showcase';
import { blogCategories, blogCategoryLinks, blogs, faqCategories, faqs, jewelryCare } from './schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type InformationData = Pick<SeedData, 'showcase' | 'information'>;

const INFORMATION_TABLES = [blogCategories, faqCategories, faqs, jewelryCare] as const;

/**
 * True when the information pages' tables (blog categories, FAQ, jewellery care; issue 12) hold no row: a fresh
 * database, or one seeded before they existed. One row anywhere means an editor has been at work.
 */
export async function informationIsEmpty(tx: Tx): Promise<boolean> {
  for (const table of INFORMATION_TABLES) if ((await tx.$count(table)) > 0) return false;
  return true;
}

/**
 * The blog's categories (in the order the articles first name them) and each article's links to them, then the
 * FAQ categories with their questions and the jewellery-care entries, each in file order. The articles must be in
 * the blogs table already (insertShowcase); one the fixtures name but the table lacks is skipped.
 */
export async function insertInformation(tx: Tx, data: InformationData): Promise<void> {
  const names = [...new Set(data.showcase.blogs.flatMap((b) => b.blog_categories))];
  if (names.length > 0) {
    const rows = await tx
      .insert(blogCategories)
      .values(names.map((name, sort) => ({ name, sort })))
      .returning({ id: blogCategories.id, name: blogCategories.name });
    const categoryId = new Map(rows.map((r) => [r.name, r.id]));
    const slugs = data.showcase.blogs.map((b) => b.blog_slug);
    const stored = await tx.select({ id: blogs.id, slug: blogs.slug }).from(blogs).where(inArray(blogs.slug, slugs));
    const blogId = new Map(stored.map((b) => [b.slug, b.id]));
    const links = data.showcase.blogs.flatMap((b) => {
      const id = blogId.get(b.blog_slug);
      return id === undefined
        ? []
        : b.blog_categories.map((name) => ({ blogId: id, categoryId: categoryId.get(name)! }));
    });
    if (links.length > 0) await tx.insert(blogCategoryLinks).values(links).onConflictDoNothing();
  }

  for (const [sort, category] of data.information.faq.entries()) {
    const [row] = await tx
      .insert(faqCategories)
      .values({ sort, name: category.fc_name, image: category.fc_image })
      .returning({ id: faqCategories.id });
    if (!row) throw new Error(`FAQ category ${category.fc_name} was not stored`);
    const questions = category.faqs.map((f, i) => ({
      categoryId: row.id,
      sort: i,
      title: f.faq_title,
      description: f.faq_description,
    }));
    if (questions.length > 0) await tx.insert(faqs).values(questions);
  }

  const care = data.information['jewellery-care'].map((entry, sort) => ({
    sort,
    title: entry.jewelry_title,
    description: entry.jewelry_description,
  }));
  if (care.length > 0) await tx.insert(jewelryCare).values(care);
}

/**
 * A store seeded before issue 12 gains the information pages: each fixture article is added when its slug is
 * new, or given its body, dates and publication when its body is still empty (an article an editor has written
 * is left alone); then the categories, FAQ and care entries as on a fresh database.
 */
export async function upgradeInformation(tx: Tx, data: InformationData): Promise<void> {
  const [last] = await tx.select({ sort: sql<number>`coalesce(max(${blogs.sort}), -1)` }).from(blogs);
  let sort = Number(last?.sort ?? -1) + 1;
  for (const b of data.showcase.blogs) {
    const article = blogArticle(b);
    const [existing] = await tx.select({ id: blogs.id }).from(blogs).where(eq(blogs.slug, b.blog_slug));
    if (existing) {
      await tx
        .update(blogs)
        .set(article)
        .where(and(eq(blogs.id, existing.id), eq(blogs.body, '')));
      continue;
    }
    await tx.insert(blogs).values({
      sort: sort++,
      name: b.blog_name,
      slug: b.blog_slug,
      image: b.blog_image,
      shortDescription: b.blog_short_description,
      featured: b.blog_featured,
      ...article,
    });
  }
  await insertInformation(tx, data);
}
