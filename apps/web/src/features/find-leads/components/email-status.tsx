import type { Lead, LeadEmailStatus } from '@leadvault/contract';
import { cn } from '@/lib/cn';
import { CHECK_STATUS_LABELS } from '@/lib/verification-labels';
import { checkedText, formatDateTime } from '../labels';
import { CheckEvidence } from './check-evidence';

const tones: Record<LeadEmailStatus, string> = {
  valid: 'bg-emerald-50 text-emerald-700 ring-emerald-600/20',
  accept_all: 'bg-sky-50 text-sky-700 ring-sky-600/20',
  unknown: 'bg-slate-100 text-slate-600 ring-slate-500/20',
  invalid: 'bg-red-50 text-red-700 ring-red-600/20',
};

type StatusLead = Pick<
  Lead,
  | '_id'
  | 'firstName'
  | 'lastName'
  | 'emailStatus'
  | 'verifiedAt'
  | 'verificationReason'
  | 'unlocked'
>;

/** The status alone, as a coloured pill ("Valid"). */
export function EmailStatusPill({ status }: { status: LeadEmailStatus }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        tones[status],
      )}
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      {CHECK_STATUS_LABELS[status]}
    </span>
  );
}

/**
 * The e-mail's status as a pill with what our check saw and when ("Valid · checked 3 days ago",
 * the exact time on hover and in the evidence), or that we have not checked it yet. A checked
 * lead has the evidence button beside it.
 */
export function EmailStatus({ lead, className }: { lead: StatusLead; className?: string }) {
  const checked = Boolean(lead.verifiedAt && lead.verificationReason);
  const name = `${lead.firstName} ${lead.lastName}`.trim();
  return (
    <span className={cn('inline-flex flex-wrap items-center gap-x-1.5 gap-y-1', className)}>
      <EmailStatusPill status={lead.emailStatus} />
      {checked && lead.verifiedAt ? (
        // The date and its evidence button wrap together, never apart.
        <span className="inline-flex items-center gap-1 text-xs whitespace-nowrap text-slate-500">
          <span aria-hidden="true">·</span>
          <time dateTime={lead.verifiedAt} title={formatDateTime(lead.verifiedAt)}>
            {checkedText(lead)}
          </time>
          <CheckEvidence
            leadId={lead._id}
            label={`How we checked the e-mail${name ? ` of ${name}` : ''}`}
          />
        </span>
      ) : (
        <span className="text-xs text-slate-500">{checkedText(lead)}</span>
      )}
    </span>
  );
}
