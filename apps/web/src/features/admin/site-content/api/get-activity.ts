import { ActivityEntry } from '@leadvault/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { activityKeys } from '@/lib/query-keys';

/** How many recent entries are read to find the latest content changes among them. */
const SCAN = 50;

export const latestActivityQuery = () =>
  queryOptions({
    queryKey: activityKeys.latest(SCAN),
    queryFn: ({ signal }) =>
      api.get('/api/activity', {
        query: { limit: SCAN },
        schema: z.array(ActivityEntry),
        signal,
      }),
    staleTime: 0,
  });

/**
 * The latest site-content changes (who, what, when) for the settings hub. The activity log
 * also holds order and credit changes; the API filters by entity, not by kind of action, so
 * the newest entries are read and the content ones kept.
 */
export const useLatestContentChanges = (count = 8) =>
  useQuery({
    ...latestActivityQuery(),
    select: (entries) =>
      entries.filter((entry) => entry.action.startsWith('content.')).slice(0, count),
  });
