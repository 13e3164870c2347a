import { queryOptions } from '@tanstack/react-query';
import { searchTermError } from '@domain/validation';
import { callApi } from '@/data/call-api';
import { getsearchresultdata } from '@schemas/calls/catalogue';

/** POST getsearchresultdata (spec: shell §7); a term the spec would refuse is never sent (shell §5). */
export const searchQueryOptions = (term: string) =>
  queryOptions({
    queryKey: ['catalogue', 'search', term],
    queryFn: ({ signal }) => callApi(getsearchresultdata, { search_filter: term }, { signal }),
    enabled: searchTermError(term) === null,
    staleTime: 60_000,
    // spec: shell §8 — a failed search silently stops loading; retrying would only hold the skeletons.
    retry: false,
  });
