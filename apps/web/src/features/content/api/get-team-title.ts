import type { TeamTitle } from '@leadvault/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchFirstContent } from '@/lib/fetch-content';
import { CONTENT_STALE_TIME, contentKeys } from './keys';

export const getTeamTitle = () => fetchFirstContent<TeamTitle>('/api/team-title');

export const teamTitleQueryOptions = () =>
  queryOptions({
    queryKey: contentKeys.first('team-title'),
    queryFn: getTeamTitle,
    staleTime: CONTENT_STALE_TIME,
  });

export const useTeamTitle = () => useQuery(teamTitleQueryOptions());
