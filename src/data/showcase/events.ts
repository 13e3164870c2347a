import { queryOptions } from '@tanstack/react-query';
import { getEventsData } from '@schemas/calls/showcase';
import { callApi } from '@/data/call-api';

/** Events (spec: shell §7 "GET getEventsData"); one request for every events block on a page. */
export const eventsQueryOptions = () =>
  queryOptions({
    queryKey: ['showcase', 'events'],
    queryFn: ({ signal }) => callApi(getEventsData, undefined, { signal }),
    staleTime: 5 * 60_000,
  });
