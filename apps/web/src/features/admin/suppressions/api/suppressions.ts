import {
  CreatedSuppression,
  type CreateSuppressionInput,
  RemovedSuppression,
  type SuppressionListQuery,
  SuppressionPage,
  SuppressionPreview,
  type SuppressionPreviewInput,
} from '@leadvault/contract';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { leadKeys, suppressionKeys } from '@/lib/query-keys';

/** `GET /api/admin/suppressions`: newest first, a page at a time, optionally searched. */
export function getSuppressions(
  query: SuppressionListQuery,
  signal?: AbortSignal,
): Promise<SuppressionPage> {
  return api.get('/api/admin/suppressions', { query, schema: SuppressionPage, signal });
}

export const suppressionsQueryOptions = (query: SuppressionListQuery) =>
  queryOptions({
    queryKey: suppressionKeys.list(query),
    queryFn: ({ signal }) => getSuppressions(query, signal),
    placeholderData: keepPreviousData,
  });

export const useSuppressions = (query: SuppressionListQuery) =>
  useQuery(suppressionsQueryOptions(query));

/** `POST /api/admin/suppressions`: the address or domain leaves every customer's view at once. */
export function addSuppression(input: CreateSuppressionInput): Promise<CreatedSuppression> {
  return api.post('/api/admin/suppressions', input, { schema: CreatedSuppression });
}

/** `POST /api/admin/suppressions/preview`: how many leads it would hide, nothing written. */
export function previewSuppression(
  input: SuppressionPreviewInput,
  signal?: AbortSignal,
): Promise<SuppressionPreview> {
  return api.post('/api/admin/suppressions/preview', input, { schema: SuppressionPreview, signal });
}

/** The preview of a target as typed; idle while it is no address or domain yet. */
export const useSuppressionPreview = (input: SuppressionPreviewInput | undefined) =>
  useQuery({
    queryKey: suppressionKeys.preview(input ?? {}),
    queryFn: ({ signal }) => previewSuppression(input as SuppressionPreviewInput, signal),
    enabled: input !== undefined,
    placeholderData: keepPreviousData,
  });

/** `DELETE /api/admin/suppressions/:id`: a staff suppression is lifted. */
export function removeSuppression(id: string): Promise<RemovedSuppression> {
  return api.delete(`/api/admin/suppressions/${encodeURIComponent(id)}`, {
    schema: RemovedSuppression,
  });
}

/** Both change which leads customers see: every lead query refetches too. */
function useInvalidateAfterChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: suppressionKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: leadKeys.all }),
    ]);
}

export function useAddSuppression() {
  const invalidate = useInvalidateAfterChange();
  return useMutation({ mutationFn: addSuppression, onSuccess: invalidate });
}

export function useRemoveSuppression() {
  const invalidate = useInvalidateAfterChange();
  return useMutation({ mutationFn: removeSuppression, onSuccess: invalidate });
}
