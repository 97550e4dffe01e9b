import { type PublicConfig, PublicConfig as PublicConfigSchema } from '@leadvault/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { authKeys } from '@/lib/query-keys';

const FALLBACK: PublicConfig = { googleSignIn: false };

/** The server's public switches; optional features stay off if it cannot be read. */
export async function getPublicConfig(): Promise<PublicConfig> {
  try {
    return await api.get('/api/config', { schema: PublicConfigSchema });
  } catch {
    return FALLBACK;
  }
}

export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.config(),
    queryFn: getPublicConfig,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions());
}
