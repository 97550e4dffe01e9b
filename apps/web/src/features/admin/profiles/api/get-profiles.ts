import { type ProfileListQuery, ProfilePage } from '@leadvault/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { profileKeys } from '@/lib/query-keys';

/** One page of profiles, searched by name and e-mail on the server. */
export const getProfiles = (query: ProfileListQuery) =>
  api.get('/api/profiles', { query, schema: ProfilePage });

export const profilesQueryOptions = (query: ProfileListQuery) =>
  queryOptions({
    queryKey: profileKeys.list(query),
    queryFn: () => getProfiles(query),
    placeholderData: keepPreviousData,
  });

export function useProfiles(query: ProfileListQuery) {
  return useQuery(profilesQueryOptions(query));
}
