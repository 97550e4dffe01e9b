import { ActivityEntry } from '@leadvault/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { activityKeys } from '@/lib/query-keys';

/** The recorded changes of one record, newest first (order history, credit history). */
export const getActivity = (entity: string, entityId: string) =>
  api.get('/api/activity', {
    query: { entity, entityId, limit: 50 },
    schema: z.array(ActivityEntry),
  });

export const activityQueryOptions = (entity: string, entityId: string) =>
  queryOptions({
    queryKey: activityKeys.of(entity, entityId),
    queryFn: () => getActivity(entity, entityId),
  });

export function useActivity(entity: string, entityId: string) {
  return useQuery(activityQueryOptions(entity, entityId));
}
