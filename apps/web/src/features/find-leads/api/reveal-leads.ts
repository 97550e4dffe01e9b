import { IDEMPOTENCY_KEY_HEADER, type Lead, RevealResponse } from '@leadvault/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { authKeys } from '@/features/auth';
import { api } from '@/lib/api-client';
import { leadKeys } from './keys';

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

type LeadPageLike = { items: Lead[] };

function hasItems(data: unknown): data is LeadPageLike {
  return typeof data === 'object' && data !== null && Array.isArray((data as LeadPageLike).items);
}

/** Puts the revealed e-mails into every cached page that shows those leads, at once. */
function showRevealedEmails(queryClient: QueryClient, answer: RevealResponse) {
  const emails = new Map(
    answer.results.flatMap((result) => (result.email ? [[result.leadId, result.email]] : [])),
  );
  if (emails.size === 0) return;
  queryClient.setQueriesData({ queryKey: leadKeys.leads() }, (data: unknown) => {
    if (!hasItems(data)) return data;
    return {
      ...data,
      items: data.items.map((lead) => {
        const email = emails.get(lead._id);
        return email ? { ...lead, email, unlocked: true } : lead;
      }),
    };
  });
}

export function useRevealLeads() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revealLeads,
    onSuccess: (answer) => {
      showRevealedEmails(queryClient, answer);
      queryClient.setQueryData(leadKeys.balance(), { balance: answer.balance });
      void queryClient.invalidateQueries({ queryKey: leadKeys.leads() });
      void queryClient.invalidateQueries({ queryKey: leadKeys.credits() });
      // The account menu shows the balance from /api/session.
      void queryClient.invalidateQueries({ queryKey: authKeys.me() });
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
