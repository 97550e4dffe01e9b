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
  /** Both columns of the phone's grid, half of the wide screen's. */
  wide?: boolean;
  highlight?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      className={cn(
        'min-w-0 rounded-xl px-4 py-3',
        highlight ? 'bg-indigo-50' : 'bg-slate-50',
        wide && 'col-span-2',
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
 * An address that wraps only before its `@` and after the dots of its domain, never inside a
 * word, where there is room: `first.last@` / `acme-industries.` / `example.com`.
 */
function Address({ local, domain }: { local: string; domain: string }) {
  const parts = domain.split('.');
  return (
    <>
      {local}
      <wbr />@
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed domain, in order.
        <span key={index}>
          {part}
          {index < parts.length - 1 ? (
            <>
              .<wbr />
            </>
          ) : null}
        </span>
      ))}
    </>
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
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
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
              <span className="block font-mono text-base break-words" data-testid="company-pattern">
                <Address local={company.pattern} domain={company.domain} />
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
