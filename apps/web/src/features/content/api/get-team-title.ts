import type { TeamTitle } from '@leadvault/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchFirstContent } from '@/lib/fetch-content';
import { contentKeys } from '@/lib/query-keys';
import { CONTENT_STALE_TIME } from './stale-time';

export const getTeamTitle = () => fetchFirstContent<TeamTitle>('/api/team-title');

export const teamTitleQueryOptions = () =>
  queryOptions({
    queryKey: contentKeys.first('team-title'),
    queryFn: getTeamTitle,
    staleTime: CONTENT_STALE_TIME,
  });

export const useTeamTitle = () => useQuery(teamTitleQueryOptions());
