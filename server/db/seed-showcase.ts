import type { ShowcaseSeed } from '@fixtures/showcase-schema';
import type { Db } from './client';
import { awards, blogs, events, teamMembers, testimonials } from './schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const SHOWCASE_TABLES = [teamMembers, awards, events, blogs, testimonials] as const;

/**
 * True when none of the five showcase tables holds a row: a database created before the showcase seed
 * existed. One row anywhere means an editor has been at work, and the seed leaves all five alone.
 */
export async function showcaseIsEmpty(tx: Tx): Promise<boolean> {
  for (const table of SHOWCASE_TABLES) if ((await tx.$count(table)) > 0) return false;
  return true;
}

/** Inserts the team, awards, events, blogs and testimonials in file order (`sort` keeps it). */
export async function insertShowcase(tx: Tx, showcase: ShowcaseSeed): Promise<void> {
  const team = showcase.team.map((m, sort) => ({
    sort,
    name: m.team_name,
    image: m.team_image,
    description: m.team_desc,
  }));
  if (team.length > 0) await tx.insert(teamMembers).values(team);
  const awardRows = showcase.awards.map((a, sort) => ({
    sort,
    name: a.certificate_name,
    image: a.certificate_image,
    description: a.certificate_desc,
  }));
  if (awardRows.length > 0) await tx.insert(awards).values(awardRows);
  const eventRows = showcase.events.map((e, sort) => ({
    sort,
    name: e.event_name,
    image: e.event_image,
    booth: e.event_booth,
  }));
  if (eventRows.length > 0) await tx.insert(events).values(eventRows);
  const blogRows = showcase.blogs.map((b, sort) => ({
    sort,
    name: b.blog_name,
    slug: b.blog_slug,
    image: b.blog_image,
    shortDescription: b.blog_short_description,
    featured: b.blog_featured,
  }));
  if (blogRows.length > 0) await tx.insert(blogs).values(blogRows);
  const testimonialRows = showcase.testimonials.map((t, sort) => ({
    sort,
    name: t.testimonial_name,
    location: t.testimonial_location,
    description: t.testimonial_desc,
    image: t.testimonial_image,
    featured: t.testimonial_featured,
  }));
  if (testimonialRows.length > 0) await tx.insert(testimonials).values(testimonialRows);
}
