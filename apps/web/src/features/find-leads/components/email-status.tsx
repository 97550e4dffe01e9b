import type { LeadEmailStatus } from '@leadvault/contract';
import { cn } from '@/lib/cn';
import { EMAIL_STATUS_LABELS, formatDate } from '../labels';

const tones: Record<LeadEmailStatus, string> = {
  valid: 'bg-emerald-50 text-emerald-700 ring-emerald-600/20',
  accept_all: 'bg-sky-50 text-sky-700 ring-sky-600/20',
  unknown: 'bg-slate-100 text-slate-600 ring-slate-500/20',
  invalid: 'bg-red-50 text-red-700 ring-red-600/20',
};

/** The e-mail's status as a pill, with the day it was last checked ("checked 12 Oct 2026"). */
export function EmailStatus({
  status,
  verifiedAt,
  className,
}: {
  status: LeadEmailStatus;
  verifiedAt: string | null;
  className?: string;
}) {
  const checked = formatDate(verifiedAt);
  return (
    <span className={cn('inline-flex flex-wrap items-center gap-x-2 gap-y-1', className)}>
      <span
        className={cn(
          'inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
          tones[status],
        )}
      >
        <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
        {EMAIL_STATUS_LABELS[status]}
      </span>
      {checked ? (
        <span className="text-xs whitespace-nowrap text-slate-500">checked {checked}</span>
      ) : (
        <span className="text-xs whitespace-nowrap text-slate-500">never checked</span>
      )}
    </span>
  );
}
