import {
  ApiKey,
  ApiKeysResponse,
  type CreateApiKeyInput,
  CreatedApiKey,
} from '@leadvault/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { leadKeys } from '@/lib/query-keys';

/** `GET /api/api-keys`: the caller's keys, newest first (revoked ones marked). */
export function getApiKeys(signal?: AbortSignal): Promise<ApiKeysResponse> {
  return api.get('/api/api-keys', { schema: ApiKeysResponse, signal });
}

export const apiKeysQueryOptions = () =>
  queryOptions({ queryKey: leadKeys.apiKeys(), queryFn: ({ signal }) => getApiKeys(signal) });

export const useApiKeys = () => useQuery(apiKeysQueryOptions());

/** `POST /api/api-keys`: the answer holds the whole key, shown this once. */
export function createApiKey(input: CreateApiKeyInput): Promise<CreatedApiKey> {
  return api.post('/api/api-keys', input, { schema: CreatedApiKey });
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadKeys.apiKeys() }),
  });
}

/** `DELETE /api/api-keys/:id`: the key answers 401 from then on. */
export function revokeApiKey(id: string): Promise<ApiKey> {
  return api.delete(`/api/api-keys/${encodeURIComponent(id)}`, { schema: ApiKey });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadKeys.apiKeys() }),
  });
}
