import { Profile } from '@leadvault/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { profileKeys } from '@/lib/query-keys';

/** One profile: the owner's own (staff: any); 404 for anyone else's. */
export function getProfile(id: string, signal?: AbortSignal): Promise<Profile> {
  return api.get(`/api/profile/${encodeURIComponent(id)}`, { schema: Profile, signal });
}

export const profileQueryOptions = (id: string) =>
  queryOptions({
    queryKey: profileKeys.detail(id),
    queryFn: ({ signal }) => getProfile(id, signal),
  });

export const useProfile = (id: string) => useQuery(profileQueryOptions(id));
