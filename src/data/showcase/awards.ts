import { queryOptions } from '@tanstack/react-query';
import { getAwardCertificateData } from '@schemas/calls/showcase';
import { callApi } from '@/data/call-api';

/** Awards and certificates (spec: shell §7 "GET getAwardCertificateData"); one request for every awards block. */
export const awardsQueryOptions = () =>
  queryOptions({
    queryKey: ['showcase', 'awards'],
    queryFn: ({ signal }) => callApi(getAwardCertificateData, undefined, { signal }),
    staleTime: 5 * 60_000,
  });
