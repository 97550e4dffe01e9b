import { EnrichmentUpload } from '@leadvault/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `POST /api/enrichments` (multipart `file`): the headings, first rows and a suggested mapping. */
export function uploadEnrichment(file: File): Promise<EnrichmentUpload> {
  const body = new FormData();
  body.append('file', file, file.name);
  return api.post('/api/enrichments', body, { schema: EnrichmentUpload });
}

export const useUploadEnrichment = () => useMutation({ mutationFn: uploadEnrichment });
