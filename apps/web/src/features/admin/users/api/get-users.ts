import { StaffUser } from '@leadvault/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { userKeys } from '@/lib/query-keys';

/** The staff list, newest first. */
export const getUsers = () => api.get('/api/users', { schema: z.array(StaffUser) });

export const usersQueryOptions = () =>
  queryOptions({ queryKey: userKeys.lists(), queryFn: getUsers });

export function useUsers() {
  return useQuery(usersQueryOptions());
}
