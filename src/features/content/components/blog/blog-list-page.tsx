import { useQuery } from '@tanstack/react-query';
import { Skeleton } from '@/components/ui/skeleton';
import { BlogCard } from '@/components/ui/showcase/blog-card';
import { blogListQueryOptions } from '@/data/information/blog';
import { usePageHead } from '@/lib/page-head';
import { blogMetaLine } from './blog-meta';
import styles from './blog.module.css';

/** spec: catalogue §9 — the blog shows 6 placeholders while it loads. */
const PLACEHOLDERS = 6;

export const BLOG_DESCRIPTION =
  'Stories from the Padmakshya workshop: kundan and polki, temple jewellery, Banarasi and Kanjeevaram silks, block prints, and how to care for them.';

/** A placeholder card: the cover's ratio and three lines, as tall as a card. */
function BlogCardSkeleton() {
  return (
    <li className={styles.placeholder} aria-hidden="true">
      <Skeleton className={styles.placeholderImage} />
      <Skeleton className={styles.placeholderLine} width="40%" />
      <Skeleton className={styles.placeholderLine} width="80%" />
      <Skeleton className={styles.placeholderLine} width="90%" />
    </li>
  );
}

/**
 * /blog (catalogue §2 "Blog and testimonials"): titled BLOG, every article as a card (date and categories, title,
 * short description) newest first, 6 placeholders while loading. A failed call simply ends the loading state
 * with no message (catalogue §8).
 */
export function BlogListPage() {
  usePageHead({ title: 'Blog', description: BLOG_DESCRIPTION, canonical: '/blog' });
  const { data, isPending } = useQuery(blogListQueryOptions());
  const posts = data?.status === 'success' ? data.blogsData.filter((post) => post.blog_slug.trim() !== '') : [];
  return (
    <section className={styles.page} aria-labelledby="blog-title" aria-busy={isPending}>
      <h1 id="blog-title" className={styles.title}>
        BLOG
      </h1>
      {isPending ? (
        <ul className={styles.grid} aria-label="Loading articles">
          {Array.from({ length: PLACEHOLDERS }, (_, i) => (
            <BlogCardSkeleton key={i} />
          ))}
        </ul>
      ) : posts.length > 0 ? (
        <ul className={styles.grid}>
          {posts.map((post, index) => (
            <li key={post.blog_slug}>
              <BlogCard
                post={post}
                imageBase={data?.blog_image_path ?? ''}
                eager={index < 3}
                headingLevel={2}
                meta={blogMetaLine(post)}
              />
            </li>
          ))}
        </ul>
      ) : data?.status === 'success' ? (
        <p className={styles.empty}>New stories from the workshop are on their way.</p>
      ) : null}
    </section>
  );
}
