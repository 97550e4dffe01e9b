import { PackageTitle } from '@leadvault/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { packageTitleKeys } from '@/features/admin/api/keys';
import { api } from '@/lib/api-client';

export const getPackageTitles = () =>
  api.get('/api/package-titles', { schema: z.array(PackageTitle) });

export const packageTitlesQueryOptions = () =>
  queryOptions({ queryKey: packageTitleKeys.lists(), queryFn: getPackageTitles });

export function usePackageTitles() {
  return useQuery(packageTitlesQueryOptions());
}
