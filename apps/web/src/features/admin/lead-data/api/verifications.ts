import {
  LeadVerificationList,
  type QueueVerificationsInput,
  QueueVerificationsResult,
  VerificationSummary,
} from '@leadvault/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { countOf } from '@/components/kit/list-format';
import { api } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { adminLeadKeys, leadImportKeys, verificationKeys } from '@/lib/query-keys';

/** `GET /api/admin/leads/:id/verifications`: the lead's checks with their evidence, newest first. */
export const getLeadVerifications = (id: string) =>
  api.get(`/api/admin/leads/${encodeURIComponent(id)}/verifications`, {
    schema: LeadVerificationList,
  });

/** While `poll` is on (a check was just queued) the history is asked for every 2 seconds. */
export function useLeadVerifications(id: string, poll = false) {
  return useQuery({
    queryKey: verificationKeys.lead(id),
    queryFn: () => getLeadVerifications(id),
    refetchInterval: poll ? 2000 : false,
  });
}

/** `GET /api/admin/verifications/summary`: the last 30 days of checks and bounce reports. */
export const verificationSummaryQueryOptions = () =>
  queryOptions({
    queryKey: verificationKeys.summary(),
    queryFn: () => api.get('/api/admin/verifications/summary', { schema: VerificationSummary }),
    staleTime: 30_000,
  });

export const useVerificationSummary = () => useQuery(verificationSummaryQueryOptions());

/** `POST /api/admin/verifications` with `{ leadIds }`, `{ importId }` or `{ filter }` → 202 `{ queued }`. */
export const queueVerifications = (input: QueueVerificationsInput) =>
  api.post('/api/admin/verifications', input, { schema: QueueVerificationsResult });

/**
 * "Check now" for one lead, a selection or an import: toasts "N checks queued", or the server's
 * reason (409 VERIFICATION_OFF while checks are off).
 */
export function useQueueVerifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: queueVerifications,
    onSuccess: ({ queued }) => {
      toast.success(`${countOf(queued, 'check', 'checks')} queued`);
      void queryClient.invalidateQueries({ queryKey: verificationKeys.all });
      void queryClient.invalidateQueries({ queryKey: leadImportKeys.all });
      void queryClient.invalidateQueries({ queryKey: adminLeadKeys.all });
    },
    onError: (error) => toast.error(errorText(error, 'The checks could not be queued.')),
  });
}
