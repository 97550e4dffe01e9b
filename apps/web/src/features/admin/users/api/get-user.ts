import { StaffUser } from '@leadvault/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { userKeys } from '@/features/admin/api/keys';
import { api } from '@/lib/api-client';

export const getUser = (id: string) =>
  api.get(`/api/user/${encodeURIComponent(id)}`, { schema: StaffUser });

export const userQueryOptions = (id: string) =>
  queryOptions({ queryKey: userKeys.detail(id), queryFn: () => getUser(id) });

export function useUser(id: string) {
  return useQuery(userQueryOptions(id));
}
