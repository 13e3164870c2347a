import { Link } from 'react-router-dom';
import type { FeaturedBlog } from '@schemas/showcase';
import { SafeHtml } from '@/components/ui/safe-html';
import { ShowcaseImage } from '@/components/ui/showcase/showcase-image';
import styles from './featured-blogs.module.css';

/** spec: shell §2 route table "/blog/{slug}" (catalogue §2 "/blog, /blog/{slug}: Blog list and article"). */
export const blogPath = (slug: string) => `/blog/${encodeURIComponent(slug.trim())}`;

/**
 * One post: cover, title and short description. The title's link covers the whole card (one link, one
 * tab stop); the description is CMS text, so through SafeHtml.
 */
export function BlogCard({ post, imageBase, eager }: { post: FeaturedBlog; imageBase: string; eager: boolean }) {
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
        />
      </div>
      <div className={styles.body}>
        <h3 className={styles.title}>
          <Link to={blogPath(post.blog_slug)} className={styles.link}>
            {post.blog_name}
          </Link>
        </h3>
        <SafeHtml html={post.blog_short_description} className={styles.excerpt} />
      </div>
    </article>
  );
}
