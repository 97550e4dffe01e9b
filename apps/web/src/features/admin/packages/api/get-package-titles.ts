import { PackageTitle } from '@leadvault/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { packageTitleKeys } from '@/lib/query-keys';

export const getPackageTitles = () =>
  api.get('/api/package-titles', { schema: z.array(PackageTitle) });

export const packageTitlesQueryOptions = () =>
  queryOptions({ queryKey: packageTitleKeys.lists(), queryFn: getPackageTitles });

export function usePackageTitles() {
  return useQuery(packageTitlesQueryOptions());
}
