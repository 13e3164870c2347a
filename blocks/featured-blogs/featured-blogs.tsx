import { useQuery } from '@tanstack/react-query';
import { useAboveTheFold } from '@/renderer/define-block';
import { ShowcaseList } from '@/components/ui/showcase/showcase-list';
import { ShowcaseSkeleton } from '@/components/ui/showcase/showcase-skeleton';
import { featuredBlogsQueryOptions } from '@/data/showcase/featured-blogs';
import { BlogCard } from '@/components/ui/showcase/blog-card';

/**
 * home_type 16: featured blog posts as a grid of cards, each opening /blog/{blog_slug} (spec: shell §2;
 * the article route is in both specs' route tables). The block has no settings. A failed or empty call
 * shows nothing (§8).
 */
export function FeaturedBlogsBlock() {
  const { data, isError } = useQuery(featuredBlogsQueryOptions());
  const eager = useAboveTheFold();
  if (isError) return null;
  if (!data) return <ShowcaseSkeleton kind="blogs" />;
  const posts = data.blogsData.filter((post) => post.blog_slug.trim() !== '');
  if (data.status !== 'success' || posts.length === 0) return null;
  return (
    <ShowcaseList
      kind="blogs"
      layout="grid"
      label="Featured articles"
      items={posts}
      itemKey={(post) => post.blog_slug}
      renderItem={(post, index) => <BlogCard post={post} imageBase={data.blog_image_path} eager={eager && index < 3} />}
    />
  );
}
