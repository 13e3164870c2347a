import type { ShowcaseSeed } from '@fixtures/showcase-schema';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { awards, blogs, events, teamMembers, testimonials } from './schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const SHOWCASE_TABLES = [teamMembers, awards, events, blogs, testimonials] as const;
type ShowcaseTable = (typeof SHOWCASE_TABLES)[number];

/**
 * True when none of the five showcase tables holds a row: a database created before the showcase seed
 * existed. One row anywhere means an editor has been at work, and the seed leaves all five alone.
 */
export async function showcaseIsEmpty(tx: Tx): Promise<boolean> {
  for (const table of SHOWCASE_TABLES) if ((await tx.$count(table)) > 0) return false;
  return true;
}

// One fixture file's records, in file order (`sort` keeps it); an empty file inserts nothing.
async function insertInFileOrder<T extends ShowcaseTable, Item>(
  tx: Tx,
  table: T,
  items: readonly Item[],
  row: (item: Item) => Omit<T['$inferInsert'], 'sort'>,
): Promise<void> {
  // Drizzle cannot match a row to a table type still generic here; `row` is checked against each table.
  const rows = items.map((item, sort) => ({ sort, ...row(item) }) as PgInsertValue<T>);
  if (rows.length > 0) await tx.insert(table).values(rows);
}

/** An article's body, publication and dates (issue 12); absent dates are the seed's moment. */
export const blogArticle = (b: ShowcaseSeed['blogs'][number]) => {
  const published = b.blog_published_at ? new Date(b.blog_published_at) : new Date();
  return {
    body: b.blog_desc,
    published: b.blog_published,
    createdAt: published,
    updatedAt: b.blog_updated_at ? new Date(b.blog_updated_at) : published,
  };
};

/** Inserts the team, awards, events, blogs and testimonials, each in file order. */
export async function insertShowcase(tx: Tx, showcase: ShowcaseSeed): Promise<void> {
  await insertInFileOrder(tx, teamMembers, showcase.team, (m) => ({
    name: m.team_name,
    image: m.team_image,
    description: m.team_desc,
  }));
  await insertInFileOrder(tx, awards, showcase.awards, (a) => ({
    name: a.certificate_name,
    image: a.certificate_image,
    description: a.certificate_desc,
  }));
  await insertInFileOrder(tx, events, showcase.events, (e) => ({
    name: e.event_name,
    image: e.event_image,
    booth: e.event_booth,
  }));
  await insertInFileOrder(tx, blogs, showcase.blogs, (b) => ({
    name: b.blog_name,
    slug: b.blog_slug,
    image: b.blog_image,
    shortDescription: b.blog_short_description,
    featured: b.blog_featured,
    ...blogArticle(b),
  }));
  await insertInFileOrder(tx, testimonials, showcase.testimonials, (t) => ({
    name: t.testimonial_name,
    location: t.testimonial_location,
    description: t.testimonial_desc,
    image: t.testimonial_image,
    featured: t.testimonial_featured,
  }));
}
