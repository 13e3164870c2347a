import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { FeaturedBlog } from '@schemas/showcase';
import { SafeHtml } from '../safe-html';
import styles from './blog-card.module.css';
import { SHOWCASE_COLUMNS, columnSizes } from './columns';
import { ShowcaseImage } from './showcase-image';

/** The featured-blogs block's, /blog's and an article's related rows share the blogs' columns. */
const SIZES = columnSizes(SHOWCASE_COLUMNS.blogs);

/** spec: shell §2 route table "/blog/{slug}" (catalogue §2 "/blog, /blog/{slug}: Blog list and article"). */
export const blogPath = (slug: string) => `/blog/${encodeURIComponent(slug.trim())}`;

/** What a card shows of an article (the featured-blogs block's and /blog's answers both carry it). */
export type BlogCardPost = Pick<FeaturedBlog, 'blog_name' | 'blog_slug' | 'blog_image' | 'blog_short_description'>;

/**
 * One post: cover, title and short description, for the featured-blogs block, /blog and an article's related
 * articles. The title's link covers the whole card (one link, one tab stop); the description is CMS text, so
 * through SafeHtml. `meta` is a line above the title (the date and categories on /blog).
 */
export function BlogCard({
  post,
  imageBase,
  eager,
  meta,
  headingLevel = 3,
}: {
  post: BlogCardPost;
  imageBase: string;
  eager: boolean;
  meta?: ReactNode;
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.post}>
      <div className={styles.media}>
        <ShowcaseImage
          className={styles.image}
          file={post.blog_image}
          base={imageBase}
          width={800}
          height={534}
          eager={eager}
          sizes={SIZES}
        />
      </div>
      <div className={styles.body}>
        {meta && <p className={styles.meta}>{meta}</p>}
        <Heading className={styles.title}>
          <Link to={blogPath(post.blog_slug)} className={styles.link}>
            {post.blog_name}
          </Link>
        </Heading>
        <SafeHtml html={post.blog_short_description} className={styles.excerpt} />
      </div>
    </article>
  );
}
