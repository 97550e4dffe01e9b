import { type Lead, REVEALABLE_EMAIL_STATUSES, type RevealResult } from '@leadvault/contract';
import { Lock } from 'lucide-react';
import { EmailAddress } from '@/components/ui/email-address';
import { siteIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { maskedEmail, REVEAL_REASON_TEXT } from '../labels';

/**
 * A lead no source vouched for and we have not checked yet (an import without a status column)
 * waits for our check: the reveal checks it first, free, and charges only when it confirms.
 */
export const awaitsOurCheck = (lead: Pick<Lead, 'emailStatus' | 'verificationReason'>) =>
  lead.verificationReason === null && lead.emailStatus === 'unknown';

export const isRevealable = (lead: Lead) =>
  (REVEALABLE_EMAIL_STATUSES as readonly string[]).includes(lead.emailStatus) ||
  awaitsOurCheck(lead);

/** A lead that would cost a credit to reveal: locked and of a status we sell. */
export const isLockedRevealable = (lead: Lead) => !lead.unlocked && isRevealable(lead);

const LockIcon = siteIcon(Lock);

/** What the last reveal did to one lead: its status and, for `not_available`, why. */
export type RevealOutcome = Pick<RevealResult, 'status' | 'reason'>;

/** Why a lead is not for sale: our check's verdict, or its source's claim before our check. */
export function notForSaleText(lead: Pick<Lead, 'emailStatus' | 'verificationReason'>): string {
  if (lead.verificationReason === null) {
    return lead.emailStatus === 'invalid'
      ? 'Not for sale: its source lists it as invalid'
      : 'Not for sale: its source could not verify it';
  }
  return lead.emailStatus === 'invalid'
    ? 'Not for sale: our check says it bounces'
    : 'Not for sale: our check could not confirm it';
}

/** The note under a lead the last reveal could not show ('' when it showed it). */
export function revealNote(outcome: RevealOutcome | undefined): string {
  if (outcome?.status === 'insufficient_credits') return 'Not revealed: out of credits';
  if (outcome?.status !== 'not_available') return '';
  return outcome.reason ? REVEAL_REASON_TEXT[outcome.reason] : 'Not available: not charged';
}

/**
 * The lead's e-mail once it is the caller's, else a masked placeholder with the company's
 * domain (`••••@acme.example`). Leads we never sell (unknown or invalid) say so.
 */
export function LeadEmail({
  lead,
  outcome,
  className,
}: {
  lead: Lead;
  /** What the last reveal did to this lead, when it did not show the e-mail. */
  outcome?: RevealOutcome;
  className?: string;
}) {
  const note = revealNote(outcome);
  if (lead.removed) {
    return <span className={cn('text-sm text-slate-600 italic', className)}>Removed</span>;
  }
  if (lead.email) {
    return (
      <a
        href={`mailto:${lead.email}`}
        className={cn('text-sm font-semibold text-indigo-700 hover:underline', className)}
      >
        <EmailAddress email={lead.email} />
      </a>
    );
  }
  const revealable = isRevealable(lead);
  return (
    <span className={cn('inline-flex flex-col gap-0.5', className)}>
      <span
        className={cn(
          'flex items-start gap-1.5 text-sm text-slate-500',
          !revealable && 'line-through',
        )}
      >
        <LockIcon className="mt-0.5 size-3.5 shrink-0 text-slate-400" />
        <EmailAddress
          email={maskedEmail(lead.companyDomain)}
          className="min-w-0"
          aria-hidden="true"
        />
        <span className="sr-only">
          {revealable
            ? `E-mail hidden, at ${lead.companyDomain}`
            : `E-mail not available, at ${lead.companyDomain}`}
        </span>
      </span>
      {note ? (
        <span className="text-xs font-medium text-amber-800 first-letter:uppercase">{note}</span>
      ) : revealable ? null : (
        <span className="text-xs text-slate-500">{notForSaleText(lead)}</span>
      )}
    </span>
  );
}
