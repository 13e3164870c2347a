import { queryOptions } from '@tanstack/react-query';
import { featuredTestimonialList } from '@schemas/calls/showcase';
import { callApi } from '@/data/call-api';

/** Featured testimonials (spec: shell §7 "fetch featuredTestimonialList"); one request per page. */
export const testimonialsQueryOptions = () =>
  queryOptions({
    queryKey: ['showcase', 'testimonials', 'featured'],
    queryFn: ({ signal }) => callApi(featuredTestimonialList, undefined, { signal }),
    staleTime: 5 * 60_000,
  });
