import {
  type CommitLeadImportInput,
  LeadImport,
  type LeadImportListQuery,
  LeadImportPage,
  LeadImportPreview,
} from '@leadvault/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminLeadKeys, leadImportKeys } from '@/lib/query-keys';

const importUrl = (id: string) => `/api/admin/lead-imports/${encodeURIComponent(id)}`;

/** `GET /api/admin/lead-imports`: past imports, newest first. */
export function useLeadImports(query: LeadImportListQuery) {
  return useQuery({
    queryKey: leadImportKeys.list(query),
    queryFn: () => api.get('/api/admin/lead-imports', { query, schema: LeadImportPage }),
    placeholderData: keepPreviousData,
    // A running import in the list moves on by itself.
    refetchInterval: (current) =>
      current.state.data?.items.some(
        (item) => item.status === 'queued' || item.status === 'running',
      )
        ? 2000
        : false,
  });
}

const isRunning = (data: LeadImport | undefined) =>
  data?.status === 'queued' || data?.status === 'running';

/** The checks of the imported leads are not all done yet. */
export const checksRunning = (data: LeadImport | undefined) =>
  Boolean(data?.verification && data.verification.done < data.verification.queued);

/**
 * `GET /api/admin/lead-imports/:id`, asked again every second while the import runs, and every
 * two while the checks of its leads go on.
 */
export function useLeadImport(id: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: leadImportKeys.detail(id),
    queryFn: async () => {
      const data = await api.get(importUrl(id), { schema: LeadImport });
      if (data.status === 'done')
        void queryClient.invalidateQueries({ queryKey: adminLeadKeys.all });
      return data;
    },
    refetchInterval: (current) =>
      isRunning(current.state.data) ? 1000 : checksRunning(current.state.data) ? 2000 : false,
  });
}

/** `POST /api/admin/lead-imports` (multipart `file`): the preview and a suggested mapping. */
export const uploadLeadImport = (file: File) => {
  const body = new FormData();
  body.append('file', file, file.name);
  return api.post('/api/admin/lead-imports', body, { schema: LeadImportPreview });
};

export function useUploadLeadImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadLeadImport,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: leadImportKeys.lists() }),
  });
}

/** `POST /api/admin/lead-imports/:id/commit`: starts the import. */
export const commitLeadImport = ({ id, input }: { id: string; input: CommitLeadImportInput }) =>
  api.post(`${importUrl(id)}/commit`, input, { schema: LeadImport });

export function useCommitLeadImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: commitLeadImport,
    onSuccess: (started) => {
      queryClient.setQueryData(leadImportKeys.detail(started._id), started);
      void queryClient.invalidateQueries({ queryKey: leadImportKeys.lists() });
    },
  });
}
