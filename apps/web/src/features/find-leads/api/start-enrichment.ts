import { type CommitEnrichmentInput, Enrichment } from '@leadvault/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { enrichmentKeys } from '@/lib/query-keys';

/** `POST /api/enrichments/:id/commit`: starts the job with its credit cap (202). */
export function startEnrichment({ id, input }: { id: string; input: CommitEnrichmentInput }) {
  return api.post(`/api/enrichments/${encodeURIComponent(id)}/commit`, input, {
    schema: Enrichment,
  });
}

export function useStartEnrichment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startEnrichment,
    onSuccess: (started) => {
      queryClient.setQueryData(enrichmentKeys.detail(started._id), started);
      void queryClient.invalidateQueries({ queryKey: enrichmentKeys.lists() });
    },
  });
}
