import type { LeadRevealStatus, RevealResponse } from '@leadvault/contract';
import { useCallback, useState } from 'react';
import { toast } from 'react-toastify';
import { credits } from '../labels';

/** One sentence for people about what a reveal did. */
function revealSummary(answer: RevealResponse): string {
  const count = (status: LeadRevealStatus) =>
    answer.results.filter((result) => result.status === status).length;
  const charged = count('charged');
  const owned = count('already_unlocked');
  const short = count('insufficient_credits');
  const unavailable = count('not_available');
  const parts = [
    charged > 0
      ? `Revealed ${charged} ${charged === 1 ? 'e-mail' : 'e-mails'} for ${credits(answer.charged)}.`
      : 'No credits charged.',
    owned > 0 ? `${owned} already yours.` : '',
    short > 0 ? `${short} not revealed: out of credits.` : '',
    unavailable > 0 ? `${unavailable} unavailable, not charged.` : '',
    `Balance: ${credits(answer.balance)}.`,
  ];
  return parts.filter(Boolean).join(' ');
}

/** The leads a reveal settled (revealed, owned or unavailable): only those short of credits stay selected. */
export const settledLeadIds = (answer: RevealResponse): string[] =>
  answer.results
    .filter((result) => result.status !== 'insufficient_credits')
    .map((result) => result.leadId);

/**
 * What the last reveal did, kept for the page: a note for each lead it could not show and a
 * sentence announced to screen readers (the toast says it to everyone else).
 */
export function useRevealOutcomes() {
  const [outcomes, setOutcomes] = useState<ReadonlyMap<string, LeadRevealStatus>>(new Map());
  const [announcement, setAnnouncement] = useState('');

  const record = useCallback((answer: RevealResponse) => {
    setOutcomes((current) => {
      const next = new Map(current);
      for (const result of answer.results) next.set(result.leadId, result.status);
      return next;
    });
    const summary = revealSummary(answer);
    setAnnouncement(summary);
    const failed = answer.results.some((result) => result.status === 'insufficient_credits');
    if (failed) toast.warning(summary);
    else toast.success(summary);
  }, []);

  return { outcomes, announcement, record };
}
