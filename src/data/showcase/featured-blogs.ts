import { queryOptions } from '@tanstack/react-query';
import { featuredBlogsList } from '@schemas/calls/showcase';
import { callApi } from '@/data/call-api';

/** Featured blog posts (spec: shell §7 "fetch featuredBlogsList"); one request per page. */
export const featuredBlogsQueryOptions = () =>
  queryOptions({
    queryKey: ['showcase', 'blogs', 'featured'],
    queryFn: ({ signal }) => callApi(featuredBlogsList, undefined, { signal }),
    staleTime: 5 * 60_000,
  });
