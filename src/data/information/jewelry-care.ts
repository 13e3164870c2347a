import { queryOptions } from '@tanstack/react-query';
import { jewelryCare } from '@schemas/calls/information';
import { callApi } from '@/data/call-api';

/** GET jewelryCare (catalogue §7): the sections of /jewellery-care and its side list. */
export const jewelryCareQueryOptions = () =>
  queryOptions({
    queryKey: ['information', 'jewellery-care'],
    queryFn: ({ signal }) => callApi(jewelryCare, undefined, { signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });
