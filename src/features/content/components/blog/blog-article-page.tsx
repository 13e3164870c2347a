import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useParams } from 'react-router-dom';
import type { BlogArticle } from '@schemas/information';
import { SafeHtml } from '@/components/ui/safe-html';
import { Skeleton } from '@/components/ui/skeleton';
import { BlogCard } from '@/components/ui/showcase/blog-card';
import button from '@/components/ui/button.module.css';
import { blogDetailsQueryOptions } from '@/data/information/blog';
import { mediaUrl, responsiveImage } from '@/lib/media';
import { usePageHead } from '@/lib/page-head';
import { Breadcrumb } from '../breadcrumb';
import { BLOG_COVER_IMAGE } from '../page-image-sizes';
import { blogMetaLine, plainText } from './blog-meta';
import styles from './blog.module.css';

/** schema.org Article for crawlers (issue 12 §2): the server writes it as a JSON-LD data block. */
const articleData = (article: BlogArticle, imageBase: string) => ({
  '@context': 'https://schema.org',
  '@type': 'Article',
  headline: article.blog_name,
  description: plainText(article.blog_short_description),
  ...(article.blog_image ? { image: [mediaUrl(article.blog_image, imageBase)] } : {}),
  ...(article.created_at ? { datePublished: article.created_at } : {}),
  ...(article.updated_at || article.created_at ? { dateModified: article.updated_at || article.created_at } : {}),
  author: { '@type': 'Organization', name: 'Padmakshya' },
  publisher: { '@type': 'Organization', name: 'Padmakshya' },
  mainEntityOfPage: `/blog/${article.blog_slug}`,
});

function ArticleSkeleton() {
  return (
    <div className={styles.article} aria-hidden="true">
      <Skeleton height="1rem" width="30%" style={{ margin: '0 auto', display: 'block' }} />
      <Skeleton height="2.5rem" width="80%" style={{ margin: '16px auto 32px', display: 'block' }} />
      <Skeleton className={styles.cover} />
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton
          key={i}
          height="1rem"
          width={i % 3 === 2 ? '70%' : '100%'}
          style={{ display: 'block', margin: '12px 0' }}
        />
      ))}
    </div>
  );
}

/**
 * /blog/{slug} (catalogue §2 "Blog and testimonials"): the article's categories, title, cover and body (through
 * the safe HTML path), then 'Related Articles' and 'View Articles' back to /blog. An unknown slug is the
 * not-found page (the server answers 404); a failed call ends the loading state with no message (catalogue §8).
 */
export function BlogArticlePage() {
  const { slug = '' } = useParams();
  const { data, isPending, isError } = useQuery(blogDetailsQueryOptions(slug));
  const article = data?.status === 'success' ? data.data : null;
  const imageBase = data?.blog_image_path ?? '';
  usePageHead(
    article
      ? {
          title: article.blog_name,
          description: plainText(article.blog_short_description || article.blog_desc),
          canonical: `/blog/${article.blog_slug}`,
          structuredData: articleData(article, imageBase),
        }
      : {},
  );

  if (data && !article) return <Navigate to="/error_404" replace />;

  return (
    <div className={styles.page} aria-busy={isPending}>
      {isPending ? (
        <ArticleSkeleton />
      ) : article ? (
        <article className={styles.article} aria-labelledby="article-title">
          <header className={styles.articleHeader}>
            <Breadcrumb current={article.blog_name} trail={[{ to: '/blog', label: 'Blog' }]} />
            <h1 id="article-title" className={styles.articleTitle}>
              {article.blog_name}
            </h1>
            <p className={styles.meta}>{blogMetaLine(article)}</p>
          </header>
          {article.blog_image && (
            <img
              className={styles.cover}
              src={mediaUrl(article.blog_image, imageBase)}
              {...responsiveImage(mediaUrl(article.blog_image, imageBase), BLOG_COVER_IMAGE)}
              alt=""
              width={BLOG_COVER_IMAGE.ownWidth}
              height={BLOG_COVER_IMAGE.height}
              fetchPriority="high"
            />
          )}
          <SafeHtml html={article.blog_desc} className={styles.body} />
        </article>
      ) : null}
      {!isPending && !isError && data && data.relatedBlogs.length > 0 && (
        <section className={styles.related} aria-labelledby="related-title">
          <h2 id="related-title" className={styles.relatedTitle}>
            Related Articles
          </h2>
          <ul className={styles.grid}>
            {data.relatedBlogs.map((post) => (
              <li key={post.blog_slug}>
                <BlogCard post={post} imageBase={imageBase} eager={false} meta={blogMetaLine(post)} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {!isPending && (
        <p className={styles.back}>
          <Link to="/blog" className={button.primary}>
            View Articles
          </Link>
        </p>
      )}
    </div>
  );
}
