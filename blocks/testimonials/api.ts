import { queryOptions } from '@tanstack/react-query';
import { featuredTestimonialList } from '@schemas/contract';
import { callApi } from '@/lib/api-client';

/** Featured testimonials (spec: shell §7 "fetch featuredTestimonialList"); one request per page. */
export const testimonialsQueryOptions = () =>
  queryOptions({
    queryKey: ['content', 'testimonials', 'featured'],
    queryFn: ({ signal }) => callApi(featuredTestimonialList, undefined, { signal }),
    staleTime: 5 * 60_000,
  });
