import { EnrichmentUpload } from '@leadvault/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { enrichmentKeys } from '@/lib/query-keys';

/** `POST /api/enrichments` (multipart `file`): the headings, first rows and a suggested mapping. */
export function uploadEnrichment(file: File): Promise<EnrichmentUpload> {
  const body = new FormData();
  body.append('file', file, file.name);
  return api.post('/api/enrichments', body, { schema: EnrichmentUpload });
}

export function useUploadEnrichment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadEnrichment,
    // The history lists a file from its upload on ("Not started").
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: enrichmentKeys.lists() }),
  });
}
