import type { Package } from '@leadvault/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchContentList } from '@/lib/fetch-content';
import { contentKeys } from '@/lib/query-keys';
import { CONTENT_STALE_TIME } from './stale-time';

export const getPackages = () => fetchContentList<Package>('/api/packages');

export const packagesQueryOptions = () =>
  queryOptions({
    queryKey: contentKeys.list('packages'),
    queryFn: getPackages,
    staleTime: CONTENT_STALE_TIME,
  });

export const usePackages = () => useQuery(packagesQueryOptions());

/** A credit pack (its own kind, decision 046) is sold on /deposit, databases on /pricing. */
export const isCreditPack = (pkg: Package) => pkg.kind === 'credit_pack';

const databasePackagesOf = (packages: Package[]) => packages.filter((pkg) => !isCreditPack(pkg));

/** The lead databases on sale (home and pricing): credit packs are sold on /deposit. */
export const useDatabasePackages = () =>
  useQuery({ ...packagesQueryOptions(), select: databasePackagesOf });
