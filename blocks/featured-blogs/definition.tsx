import { FeaturedBlogsBlockSchema } from '@schemas/cms-content-blocks';
import { defineBlock } from '@/renderer/define-block';
import { ShowcaseSkeleton } from '@/components/ui/showcase/showcase-skeleton';

/** home_type 16 (spec: shell §2 "16 featured blogs"): cards from featuredBlogsList linking to each article. */
export const featuredBlogsBlock = defineBlock({
  type: 16,
  name: 'Featured blogs',
  schema: FeaturedBlogsBlockSchema,
  skeleton: () => <ShowcaseSkeleton kind="blogs" />,
  load: () => import('./featured-blogs').then((m) => m.FeaturedBlogsBlock),
});
