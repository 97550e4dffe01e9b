import { type SegmentDefinition, SegmentPreview } from '@leadvault/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminPackageKeys } from '@/lib/query-keys';

/** `POST /api/admin/packages/segment-preview`: the promise and live counts of a definition. */
export const previewSegment = (definition: SegmentDefinition, signal?: AbortSignal) =>
  api.post('/api/admin/packages/segment-preview', definition, { schema: SegmentPreview, signal });

export const segmentPreviewQueryOptions = (definition: SegmentDefinition) =>
  queryOptions({
    queryKey: adminPackageKeys.segmentPreview(definition),
    queryFn: ({ signal }) => previewSegment(definition, signal),
    // The last figures stay on screen while the next definition is asked about.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** The preview of a complete definition; idle while there is none. */
export function useSegmentPreview(definition: SegmentDefinition | null) {
  return useQuery({
    ...segmentPreviewQueryOptions(definition as SegmentDefinition),
    enabled: definition !== null,
  });
}
