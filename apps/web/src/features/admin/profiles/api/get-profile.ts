import { Profile } from '@leadvault/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { profileKeys } from '@/lib/query-keys';

export const getProfile = (id: string) =>
  api.get(`/api/profile/${encodeURIComponent(id)}`, { schema: Profile });

export const profileQueryOptions = (id: string) =>
  queryOptions({ queryKey: profileKeys.detail(id), queryFn: () => getProfile(id) });

export function useProfile(id: string) {
  return useQuery(profileQueryOptions(id));
}
