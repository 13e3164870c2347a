import { queryOptions } from '@tanstack/react-query';
import { getEventsData } from '@schemas/contract';
import { callApi } from '@/lib/api-client';

/** Events (spec: shell §7 "GET getEventsData"); one request for every events block on a page. */
export const eventsQueryOptions = () =>
  queryOptions({
    queryKey: ['content', 'events'],
    queryFn: ({ signal }) => callApi(getEventsData, undefined, { signal }),
    staleTime: 5 * 60_000,
  });
