import { queryOptions } from '@tanstack/react-query';
import { blogDetails, blogList } from '@schemas/calls/information';
import { callApi } from '@/data/call-api';

/**
 * GET /blog-list (catalogue §7): every article, newest first. Not retried: a failed call simply ends the
 * loading state with no message (catalogue §8).
 */
export const blogListQueryOptions = () =>
  queryOptions({
    queryKey: ['information', 'blog', 'list'],
    queryFn: ({ signal }) => callApi(blogList, undefined, { signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });

/** POST /blog-details {blog_slug} (catalogue §7): the article, the categories and related articles. */
export const blogDetailsQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['information', 'blog', 'article', slug],
    queryFn: ({ signal }) => callApi(blogDetails, { blog_slug: slug }, { signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });
