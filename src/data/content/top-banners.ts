import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/data/call-api';
import { topBannerList } from '@schemas/calls/content';

/** Hero banners, browser and mobile sets (spec: shell §7 "fetch top-banner-list"). */
export const topBannerQueryOptions = () =>
  queryOptions({
    queryKey: ['content', 'banners'],
    queryFn: ({ signal }) => callApi(topBannerList, undefined, { signal }),
    staleTime: 5 * 60_000,
  });
