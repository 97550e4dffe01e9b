import type { Banner } from '@leadvault/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchFirstContent } from '@/lib/fetch-content';
import { contentKeys } from '@/lib/query-keys';
import { storedQuery } from './stored-query';

/** The spec's banner cache: refetched when older than 12 hours. */
export const BANNER_CACHE_MS = 43_200_000;

export const getBanner = () => fetchFirstContent<Banner>('/api/banner');

export const bannerQueryOptions = () =>
  queryOptions({
    queryKey: contentKeys.first('banner'),
    ...storedQuery({
      key: 'banner',
      maxAgeMs: BANNER_CACHE_MS,
      fetch: getBanner,
    }),
  });

export const useBanner = () => useQuery(bannerQueryOptions());
