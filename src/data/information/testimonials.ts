import { queryOptions } from '@tanstack/react-query';
import { testimonialList } from '@schemas/calls/information';
import { callApi } from '@/data/call-api';

/** GET /testimonial-list (catalogue §7): every testimonial; a failure ends the loading state (catalogue §8). */
export const testimonialListQueryOptions = () =>
  queryOptions({
    queryKey: ['information', 'testimonials'],
    queryFn: ({ signal }) => callApi(testimonialList, undefined, { signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });
