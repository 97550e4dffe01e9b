import { COMPANY_SIZE_LABELS, type CompanyProfile, countryName } from '@leadvault/contract';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { catchAllText, formatCount, patternShareText } from '../labels';

function Fact({
  label,
  wide,
  highlight,
  children,
}: {
  label: string;
  /** Two columns from 640 px up. */
  wide?: boolean;
  highlight?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      className={cn(
        'min-w-0 rounded-xl px-4 py-3',
        highlight ? 'bg-indigo-50' : 'bg-slate-50',
        wide && 'sm:col-span-2',
      )}
    >
      <dt
        className={cn(
          'text-xs font-semibold tracking-wide uppercase',
          highlight ? 'text-indigo-800' : 'text-slate-600',
        )}
      >
        {label}
      </dt>
      <dd className="mt-1 text-sm font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * A company's facts as our leads give them, and what we know of its e-mail: the pattern (as an
 * address at the domain) with its share, catch-all, and how many leads we hold and checked.
 */
export function CompanyFacts({ company }: { company: CompanyProfile }) {
  return (
    <section
      aria-labelledby="company-facts-heading"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="company-facts-heading" className="sr-only">
        About {company.companyName}
      </h2>
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Fact label="Industry">{company.industry || 'Not known'}</Fact>
        <Fact label="Company size">
          {company.companySize ? COMPANY_SIZE_LABELS[company.companySize] : 'Not known'}
        </Fact>
        <Fact label="Country">{countryName(company.country)}</Fact>
        <Fact label="Leads">
          {formatCount(company.leads)}
          <span className="block text-xs font-normal text-slate-600">
            {formatCount(company.checkedLeads)} checked by us
          </span>
        </Fact>
        <Fact label="E-mail pattern" wide highlight>
          {company.pattern ? (
            <>
              <span className="block font-mono text-base break-all" data-testid="company-pattern">
                {company.pattern}@{company.domain}
              </span>
              {company.patternShare ? (
                <span className="block font-normal text-slate-700">
                  {patternShareText(company.patternShare)}
                </span>
              ) : null}
            </>
          ) : (
            'Not known yet: no verified address here shows one'
          )}
        </Fact>
        <Fact label="Catch-all" wide>
          {catchAllText(company.catchAll)}
          {company.mailHost ? (
            <span className="block text-xs font-normal break-all text-slate-600">
              Mail server {company.mailHost}
            </span>
          ) : null}
        </Fact>
      </dl>
    </section>
  );
}
