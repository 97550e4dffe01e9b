import { type Lead, REMOVED_LEAD_TEXT } from '@leadvault/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import type { LeadSelection } from '../hooks/use-selection';
import { companyFactsText, leadPlace } from '../labels';
import { EmailStatus } from './email-status';
import { LeadEmail, type RevealOutcome } from './lead-email';
import { LeadTitle } from './lead-title';
import { BounceNote, ReportBounceButton } from './report-bounce-dialog';

type LeadTableProps = {
  caption: string;
  leads: Lead[];
  /** Checkboxes per lead when given. */
  selection?: LeadSelection;
  /** What the last reveal did to leads it could not show. */
  outcomes?: ReadonlyMap<string, RevealOutcome>;
  /** Dims the rows while the next page loads. */
  isStale?: boolean;
  /** "Report bounce" on the leads the person revealed (my leads, lists). */
  onReportBounce?: (lead: Lead) => void;
  /** Leaves the company out: on a company's own page it would repeat on every row. */
  withoutCompany?: boolean;
};

// A lead whose person asked to be removed after it was unlocked keeps its row, without their data.
const fullName = (lead: Lead) =>
  lead.removed ? REMOVED_LEAD_TEXT : `${lead.firstName} ${lead.lastName}`.trim();

function LeadCheckbox({ lead, selection }: { lead: Lead; selection: LeadSelection }) {
  return (
    <input
      type="checkbox"
      checked={selection.has(lead._id)}
      onChange={() => selection.toggle(lead)}
      aria-label={`Select ${fullName(lead)}, ${lead.companyName}`}
      className="size-4.5 cursor-pointer rounded border-slate-300 accent-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
    />
  );
}

function Name({ lead }: { lead: Lead }) {
  return (
    <>
      <span
        className={cn(
          'block font-semibold text-slate-900',
          lead.removed && 'font-medium italic text-slate-600',
        )}
      >
        {fullName(lead)}
      </span>
      {lead.linkedinUrl ? (
        <a
          href={lead.linkedinUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="text-xs font-medium text-slate-500 hover:text-indigo-600 hover:underline"
        >
          LinkedIn<span className="sr-only"> profile of {fullName(lead)} (opens a new tab)</span>
        </a>
      ) : null}
    </>
  );
}

/** The company's name, linking to its page when we know its domain. */
function CompanyName({ lead, className }: { lead: Lead; className?: string }) {
  if (!lead.companyDomain) return <span className={className}>{lead.companyName}</span>;
  return (
    <Link
      to={paths.company(lead.companyDomain)}
      className={cn(
        'underline decoration-slate-300 underline-offset-2 hover:text-indigo-700 hover:decoration-indigo-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
        className,
      )}
    >
      {lead.companyName || lead.companyDomain}
    </Link>
  );
}

function Company({ lead }: { lead: Lead }) {
  return (
    <>
      <CompanyName lead={lead} className="block w-fit font-medium text-slate-800" />
      <span className="block text-xs text-slate-500">{companyFactsText(lead)}</span>
    </>
  );
}

const canReportBounce = (lead: Lead) => lead.unlocked && Boolean(lead.email) && !lead.removed;

function Email({
  lead,
  outcome,
  onReportBounce,
}: {
  lead: Lead;
  outcome?: RevealOutcome;
  onReportBounce?: (lead: Lead) => void;
}) {
  return (
    <span className="flex flex-col gap-1.5">
      <LeadEmail lead={lead} outcome={outcome} />
      {/* A removed person's address is gone: no status to vouch for. */}
      {lead.removed ? null : <EmailStatus lead={lead} />}
      {lead.bounce ? (
        <BounceNote bounce={lead.bounce} />
      ) : onReportBounce && canReportBounce(lead) ? (
        <ReportBounceButton lead={lead} onReport={() => onReportBounce(lead)} />
      ) : null}
    </span>
  );
}

/**
 * Leads as a table from 768 px up and as cards below, with a checkbox per lead when a
 * selection is given. Each lead is a row (or card) labelled by its name.
 */
export function LeadTable({
  caption,
  leads,
  selection,
  outcomes,
  isStale,
  onReportBounce,
  withoutCompany,
}: LeadTableProps) {
  const headers = ['Name', 'Title', 'Company', 'Location', 'E-mail'].filter(
    (header) => !(withoutCompany && header === 'Company'),
  );
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
              {selection ? (
                <th scope="col" className="w-12 py-3 pr-2 pl-5">
                  <span className="sr-only">Select</span>
                </th>
              ) : null}
              {headers.map((header, index) => (
                <th
                  key={header}
                  scope="col"
                  className={cn(
                    'px-3 py-3 text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase last:pr-5',
                    index === 0 && !selection && 'pl-5',
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
                className={cn(
                  'align-top',
                  selection?.has(lead._id)
                    ? 'bg-indigo-50/30 shadow-[inset_3px_0_0_var(--color-indigo-500)]'
                    : 'hover:bg-slate-50/60',
                )}
              >
                {selection ? (
                  <td className="py-4 pr-2 pl-5">
                    <LeadCheckbox lead={lead} selection={selection} />
                  </td>
                ) : null}
                <th scope="row" className={cn('px-3 py-4 font-normal', !selection && 'pl-5')}>
                  <Name lead={lead} />
                </th>
                <td className="px-3 py-4">
                  <LeadTitle lead={lead} />
                </td>
                {withoutCompany ? null : (
                  <td className="px-3 py-4">
                    <Company lead={lead} />
                  </td>
                )}
                <td className="px-3 py-4 text-slate-700">{leadPlace(lead)}</td>
                <td className="px-3 py-4 pr-5">
                  <Email
                    lead={lead}
                    outcome={outcomes?.get(lead._id)}
                    onReportBounce={onReportBounce}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul aria-label={caption} className="space-y-3 md:hidden">
        {leads.map((lead) => (
          <LeadCard
            key={lead._id}
            lead={lead}
            selected={selection?.has(lead._id)}
            withoutCompany={withoutCompany}
          >
            {selection ? <LeadCheckbox lead={lead} selection={selection} /> : null}
            <Email lead={lead} outcome={outcomes?.get(lead._id)} onReportBounce={onReportBounce} />
          </LeadCard>
        ))}
      </ul>
    </div>
  );
}

function LeadCard({
  lead,
  selected,
  withoutCompany,
  children,
}: {
  lead: Lead;
  selected?: boolean;
  withoutCompany?: boolean;
  children: [ReactNode, ReactNode];
}) {
  const [checkbox, email] = children;
  return (
    <li
      className={cn(
        'rounded-2xl border bg-white p-4 shadow-sm',
        selected ? 'border-indigo-300 bg-indigo-50/50' : 'border-slate-200',
      )}
    >
      <div className="flex items-start gap-3">
        {checkbox ? <div className="pt-0.5">{checkbox}</div> : null}
        <div className="min-w-0 flex-1">
          <Name lead={lead} />
          <p className="mt-1 text-sm text-slate-700">{lead.jobTitle}</p>
          <p className="text-sm text-slate-500">
            {withoutCompany ? null : (
              <>
                <CompanyName lead={lead} className="font-medium text-slate-700" />
                {' · '}
              </>
            )}
            {leadPlace(lead)}
          </p>
          <div className="mt-3 border-t border-slate-100 pt-3">{email}</div>
        </div>
      </div>
    </li>
  );
}
