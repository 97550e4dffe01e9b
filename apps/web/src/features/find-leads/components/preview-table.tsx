import { type LeadPreview, REVEALABLE_EMAIL_STATUSES } from '@leadvault/contract';
import { Lock } from 'lucide-react';
import { siteIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format-date';
import { CHECK_STATUS_LABELS } from '@/lib/verification-labels';
import { companyFactsText, leadPlace, maskedEmail } from '../labels';
import { LeadTitle } from './lead-title';

const LockIcon = siteIcon(Lock);

const shortName = (lead: LeadPreview) =>
  [lead.firstName, lead.lastInitial ? `${lead.lastInitial}.` : ''].filter(Boolean).join(' ');

const tones: Record<LeadPreview['emailStatus'], string> = {
  valid: 'bg-emerald-50 text-emerald-700 ring-emerald-600/20',
  accept_all: 'bg-sky-50 text-sky-700 ring-sky-600/20',
  unknown: 'bg-slate-100 text-slate-600 ring-slate-500/20',
  invalid: 'bg-red-50 text-red-700 ring-red-600/20',
};

/** The hidden address (`••••@acme.example`) with its status and our check's date. */
function MaskedEmail({ lead }: { lead: LeadPreview }) {
  // As the customers' table shows it: good addresses are sold, and an unknown one we have not
  // checked yet waits for the check a reveal runs (verifiedAt is our own check's time).
  const forSale =
    (REVEALABLE_EMAIL_STATUSES as readonly string[]).includes(lead.emailStatus) ||
    (lead.emailStatus === 'unknown' && lead.verifiedAt === null);
  return (
    <span className="flex flex-col gap-1.5">
      <span
        className={cn(
          'flex items-start gap-1.5 text-sm text-slate-500',
          !forSale && 'line-through',
        )}
      >
        <LockIcon className="mt-0.5 size-3.5 shrink-0 text-slate-400" />
        <span aria-hidden="true" className="min-w-0 break-all" data-testid="masked-email">
          {maskedEmail(lead.companyDomain)}
        </span>
        <span className="sr-only">
          {forSale ? 'E-mail hidden' : 'E-mail not for sale'}, at {lead.companyDomain}
        </span>
      </span>
      <span className="inline-flex flex-wrap items-center gap-x-1.5 gap-y-1 text-xs text-slate-500">
        <span
          className={cn(
            'inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 font-semibold whitespace-nowrap ring-1 ring-inset',
            tones[lead.emailStatus],
          )}
        >
          <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
          {CHECK_STATUS_LABELS[lead.emailStatus]}
        </span>
        {lead.verifiedAt ? (
          <span className="whitespace-nowrap">
            checked <time dateTime={lead.verifiedAt}>{formatDate(lead.verifiedAt)}</time>
          </span>
        ) : null}
      </span>
    </span>
  );
}

/**
 * The visitors' results: a table from 768 px up, cards below. Names are shortened ("Greta P.")
 * and e-mails masked: the server never sends more.
 */
export function PreviewTable({
  caption,
  leads,
  isStale,
}: {
  caption: string;
  leads: LeadPreview[];
  isStale?: boolean;
}) {
  return (
    <div
      className={cn('transition-opacity', isStale && 'opacity-60')}
      aria-busy={isStale || undefined}
    >
      <div className="hidden overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm md:block">
        <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-50">
            <tr>
              {['Name', 'Title', 'Company', 'Location', 'E-mail'].map((header, index) => (
                <th
                  key={header}
                  scope="col"
                  className={cn(
                    'px-3 py-3 text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase last:pr-5',
                    index === 0 && 'pl-5',
                  )}
                >
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {leads.map((lead) => (
              <tr
                key={lead._id}
                className="align-top hover:bg-slate-50/60"
                data-testid="preview-row"
              >
                <th scope="row" className="px-3 py-4 pl-5 font-semibold text-slate-900">
                  {shortName(lead)}
                </th>
                <td className="px-3 py-4">
                  <LeadTitle lead={lead} />
                </td>
                <td className="px-3 py-4">
                  <span className="block font-medium text-slate-800">{lead.companyName}</span>
                  <span className="block text-xs text-slate-500">{companyFactsText(lead)}</span>
                </td>
                <td className="px-3 py-4 text-slate-700">{leadPlace(lead)}</td>
                <td className="px-3 py-4 pr-5">
                  <MaskedEmail lead={lead} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul aria-label={caption} className="space-y-3 md:hidden">
        {leads.map((lead) => (
          <li
            key={lead._id}
            className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
            data-testid="preview-card"
          >
            <p className="font-semibold text-slate-900">{shortName(lead)}</p>
            <p className="mt-0.5 text-sm text-slate-700">
              {lead.jobTitle} · <span className="font-medium">{lead.companyName}</span>
            </p>
            <p className="mt-0.5 text-xs text-slate-500">
              {[leadPlace(lead), companyFactsText(lead)].filter(Boolean).join(' · ')}
            </p>
            <div className="mt-3 border-t border-slate-100 pt-3">
              <MaskedEmail lead={lead} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
