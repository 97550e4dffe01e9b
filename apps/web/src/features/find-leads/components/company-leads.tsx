import { useState } from 'react';
import { QueryFailure, StatePanel } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { SearchIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { useLeadSearch } from '../api/search-leads';
import { useCursorPaging } from '../hooks/use-cursor-paging';
import { useFocusFallback } from '../hooks/use-focus-fallback';
import { useRevealOutcomes } from '../hooks/use-reveal-outcomes';
import { useLeadSelection } from '../hooks/use-selection';
import { formatCount, LEAD_COUNT_CAPPED } from '../labels';
import { isLockedRevealable } from './lead-email';
import { PagedLeadTable } from './paged-lead-table';
import { ResultsSkeleton } from './results-skeleton';
import { RevealAnnouncement } from './reveal-announcement';
import { SelectPage } from './select-page';
import { SelectionBar } from './selection-bar';
import { SelectionDialogs } from './selection-dialogs';

/**
 * A company's leads: the lead search at its domain, masked until revealed, with the search's
 * selection, reveal and "Add to list".
 */
export function CompanyLeads({ domain, companyName }: { domain: string; companyName: string }) {
  const paging = useCursorPaging();
  const search = useLeadSearch({ q: undefined, domain: [domain], cursor: paging.cursor });
  const selection = useLeadSelection();
  const reveal = useRevealOutcomes();
  const [dialog, setDialog] = useState<'reveal' | 'list' | null>(null);
  const results = useFocusFallback<HTMLHeadingElement>();
  const page = search.data;
  const revealIds = selection.leads.filter(isLockedRevealable).map((lead) => lead._id);

  return (
    <section
      aria-labelledby="company-leads-heading"
      // Room below the last lead for the pinned selection bar.
      className={cn('space-y-4', selection.size > 0 && 'pb-40 sm:pb-28')}
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2
            id="company-leads-heading"
            ref={results.ref}
            tabIndex={-1}
            className="text-xl font-bold text-slate-900 outline-none"
          >
            Leads at {companyName}
          </h2>
          <p role="status" aria-live="polite" className="mt-1 text-sm text-slate-600">
            {page
              ? page.totalCapped
                ? LEAD_COUNT_CAPPED
                : `${formatCount(page.total)} ${page.total === 1 ? 'lead' : 'leads'} · e-mails stay masked until you reveal them`
              : search.isError
                ? ''
                : 'Loading leads...'}
          </p>
        </div>
        {page && page.items.length > 0 ? (
          <SelectPage leads={page.items} selection={selection} />
        ) : null}
      </div>
      <RevealAnnouncement announcement={reveal.announcement} />
      {/* Before the table in the Tab order: it is pinned to the bottom of the screen. */}
      <SelectionBar
        count={selection.size}
        revealable={revealIds.length}
        onReveal={() => setDialog('reveal')}
        onClear={selection.clear}
      >
        <Button variant="secondary" onClick={() => setDialog('list')} className="shrink-0">
          Add to list
        </Button>
      </SelectionBar>

      {search.isPending ? (
        <ResultsSkeleton label="Loading leads..." />
      ) : search.isError ? (
        <QueryFailure
          query={search}
          icon={<SearchIcon className="size-7" />}
          title="We couldn't load this company's leads"
        />
      ) : page && page.items.length === 0 ? (
        <StatePanel
          tone="neutral"
          icon={<SearchIcon className="size-7" />}
          title="No leads to show here now"
        >
          <p>The leads at {domain} may have been removed since this page loaded.</p>
        </StatePanel>
      ) : page ? (
        <PagedLeadTable
          caption={`Leads at ${companyName}`}
          leads={page.items}
          selection={selection}
          outcomes={reveal.outcomes}
          isStale={search.isPlaceholderData}
          paging={paging}
          nextCursor={page.nextCursor}
          pagerLabel="Lead pages"
          withoutCompany
        />
      ) : null}

      <SelectionDialogs
        open={dialog}
        revealIds={revealIds}
        selection={selection}
        reveal={reveal}
        onClose={() => {
          setDialog(null);
          results.restore();
        }}
      />
    </section>
  );
}
