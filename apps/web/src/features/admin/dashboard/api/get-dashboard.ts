import { DashboardStats } from '@leadvault/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dashboardKeys } from '@/lib/query-keys';

export const getDashboard = () => api.get('/api/dashboard', { schema: DashboardStats });

export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.all, queryFn: getDashboard, staleTime: 10_000 });

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
