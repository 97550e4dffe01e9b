import { type BounceReportInput, BounceReportResult, type Lead } from '@leadvault/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { leadKeys } from '@/lib/query-keys';
import { afterBalanceChange, updateCachedLeads } from './cached-leads';

export type BounceReportRequest = { leadId: string; input: BounceReportInput };

/**
 * `POST /api/leads/:id/bounce`: we check the address again at once; what our check cannot
 * confirm gives the credit back (LEADS.md rule 6).
 */
export function reportBounce({ leadId, input }: BounceReportRequest): Promise<BounceReportResult> {
  return api.post(`/api/leads/${encodeURIComponent(leadId)}/bounce`, input, {
    schema: BounceReportResult,
  });
}

/** The lead as the report left it: its outcome instead of the button, the re-checked status. */
export const reportedLead = (lead: Lead, answer: BounceReportResult, now = new Date()): Lead => ({
  ...lead,
  emailStatus: answer.emailStatus,
  verificationReason: answer.verificationReason,
  bounce: { outcome: answer.outcome, reportedAt: now.toISOString() },
});

export function useReportBounce() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportBounce,
    onSuccess: (answer, { leadId }) => {
      updateCachedLeads(queryClient, (lead) =>
        lead._id === leadId ? reportedLead(lead, answer) : undefined,
      );
      afterBalanceChange(queryClient, answer.balance);
    },
    // A report made already (another tab) or refused: the leads are asked for again all the same.
    onError: () => void queryClient.invalidateQueries({ queryKey: leadKeys.leads() }),
  });
}
