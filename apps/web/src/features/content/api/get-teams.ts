import type { TeamMember } from '@leadvault/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchContentList } from '@/lib/fetch-content';
import { contentKeys } from '@/lib/query-keys';
import { CONTENT_STALE_TIME } from './stale-time';

export const getTeams = () => fetchContentList<TeamMember>('/api/teams');

export const teamsQueryOptions = () =>
  queryOptions({
    queryKey: contentKeys.list('teams'),
    queryFn: getTeams,
    staleTime: CONTENT_STALE_TIME,
  });

export const useTeams = () => useQuery(teamsQueryOptions());
