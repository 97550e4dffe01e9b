import { IDEMPOTENCY_KEY_HEADER, RevealResponse } from '@leadvault/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { afterBalanceChange, updateCachedLeads } from './cached-leads';

export type RevealRequest = {
  leadIds: string[];
  /** The same key for a retry of the same confirmation: the server answers the first result. */
  idempotencyKey: string;
};

/** `POST /api/leads/reveal`: charges the new leads (1 credit each) and answers their e-mails. */
export function revealLeads({ leadIds, idempotencyKey }: RevealRequest): Promise<RevealResponse> {
  return api.post(
    '/api/leads/reveal',
    { leadIds },
    { schema: RevealResponse, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } },
  );
}

/** Puts the revealed e-mails into every cached page that shows those leads, at once. */
function showRevealedEmails(queryClient: QueryClient, answer: RevealResponse) {
  const emails = new Map(
    answer.results.flatMap((result) => (result.email ? [[result.leadId, result.email]] : [])),
  );
  if (emails.size === 0) return;
  updateCachedLeads(queryClient, (lead) => {
    const email = emails.get(lead._id);
    return email ? { ...lead, email, unlocked: true } : undefined;
  });
}

export function useRevealLeads() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revealLeads,
    onSuccess: (answer) => {
      showRevealedEmails(queryClient, answer);
      afterBalanceChange(queryClient, answer.balance);
    },
  });
}

/**
 * A new idempotency key for one confirmation. `randomUUID` exists only in secure contexts
 * (https, localhost); a site served over plain http still gets 128 random bits.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
