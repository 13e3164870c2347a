import { queryOptions } from '@tanstack/react-query';
import { categoryFaqs } from '@schemas/calls/information';
import { callApi } from '@/data/call-api';

/** GET categoryFaqs (catalogue §7): the FAQ's categories with their questions; a failure ends the loading state. */
export const faqQueryOptions = () =>
  queryOptions({
    queryKey: ['information', 'faq'],
    queryFn: ({ signal }) => callApi(categoryFaqs, undefined, { signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });
