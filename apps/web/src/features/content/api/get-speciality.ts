import type { Speciality } from '@leadvault/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchFirstContent } from '@/lib/fetch-content';
import { contentKeys } from '@/lib/query-keys';
import { CONTENT_STALE_TIME } from './stale-time';

export const getSpeciality = () => fetchFirstContent<Speciality>('/api/speciality');

export const specialityQueryOptions = () =>
  queryOptions({
    queryKey: contentKeys.first('speciality'),
    queryFn: getSpeciality,
    staleTime: CONTENT_STALE_TIME,
  });

export const useSpeciality = () => useQuery(specialityQueryOptions());
