import type { LeadRevealStatus, RevealResponse, RevealResult } from '@leadvault/contract';
import { useCallback, useState } from 'react';
import type { RevealOutcome } from '../components/lead-email';
import { credits, REVEAL_REASON_TEXT } from '../labels';

/** One sentence for people about what a reveal did. */
export function revealSummary(answer: RevealResponse): string {
  const count = (status: LeadRevealStatus, reason?: RevealResult['reason'] | null) =>
    answer.results.filter(
      (result) => result.status === status && (reason === undefined || result.reason === reason),
    ).length;
  const charged = count('charged');
  const owned = count('already_unlocked');
  const short = count('insufficient_credits');
  const checking = count('not_available', 'checking');
  const notDeliverable = count('not_available', 'not_deliverable');
  const unavailable = count('not_available') - checking - notDeliverable;
  const parts = [
    charged > 0
      ? `Revealed ${charged} ${charged === 1 ? 'e-mail' : 'e-mails'} for ${credits(answer.charged)}.`
      : 'No credits charged.',
    owned > 0 ? `${owned} already yours.` : '',
    short > 0 ? `${short} not revealed: out of credits.` : '',
    unavailable > 0 ? `${unavailable} unavailable, not charged.` : '',
    checking > 0 ? `${checking} ${REVEAL_REASON_TEXT.checking}.` : '',
    notDeliverable > 0
      ? `${notDeliverable} not revealed: ${
          notDeliverable === 1
            ? REVEAL_REASON_TEXT.not_deliverable
            : REVEAL_REASON_TEXT.not_deliverable.replace('this address', 'these addresses')
        }.`
      : '',
    `Balance: ${credits(answer.balance)}.`,
  ];
  return parts.filter(Boolean).join(' ');
}

/** The leads a reveal settled (revealed, owned or unavailable): only those short of credits stay selected. */
export const settledLeadIds = (answer: RevealResponse): string[] =>
  answer.results
    .filter((result) => result.status !== 'insufficient_credits')
    .map((result) => result.leadId);

export type Announcement = { text: string; tone: 'success' | 'warning' };

/**
 * What the last reveal did, kept for the page: a note for each lead it could not show and one
 * sentence, shown once in the page (a polite live region), not in a toast as well.
 */
export function useRevealOutcomes() {
  const [outcomes, setOutcomes] = useState<ReadonlyMap<string, RevealOutcome>>(new Map());
  const [announcement, setAnnouncement] = useState<Announcement | null>(null);

  const record = useCallback((answer: RevealResponse) => {
    setOutcomes((current) => {
      const next = new Map(current);
      for (const result of answer.results) {
        next.set(result.leadId, { status: result.status, reason: result.reason });
      }
      return next;
    });
    // Out of credits, or still being checked: the person has something left to do.
    const failed = answer.results.some(
      (result) => result.status === 'insufficient_credits' || result.reason === 'checking',
    );
    setAnnouncement({ text: revealSummary(answer), tone: failed ? 'warning' : 'success' });
  }, []);

  /** Another action's outcome (a whole-search job) in the same place. */
  const announce = useCallback((next: Announcement) => setAnnouncement(next), []);

  return { outcomes, announcement, record, announce };
}
