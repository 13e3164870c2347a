import { queryOptions } from '@tanstack/react-query';
import { featuredBlogsList } from '@schemas/contract';
import { callApi } from '@/lib/api-client';

/** Featured blog posts (spec: shell §7 "fetch featuredBlogsList"); one request per page. */
export const featuredBlogsQueryOptions = () =>
  queryOptions({
    queryKey: ['content', 'blogs', 'featured'],
    queryFn: ({ signal }) => callApi(featuredBlogsList, undefined, { signal }),
    staleTime: 5 * 60_000,
  });
