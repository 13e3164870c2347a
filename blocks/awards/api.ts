import { queryOptions } from '@tanstack/react-query';
import { getAwardCertificateData } from '@schemas/contract';
import { callApi } from '@/lib/api-client';

/** Awards and certificates (spec: shell §7 "GET getAwardCertificateData"); one request for every awards block. */
export const awardsQueryOptions = () =>
  queryOptions({
    queryKey: ['content', 'awards'],
    queryFn: ({ signal }) => callApi(getAwardCertificateData, undefined, { signal }),
    staleTime: 5 * 60_000,
  });
