import type { Lead, MyLeadsReveal } from '@leadvault/contract';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { QueryContent } from '@/components/query-state';
import { ButtonLink } from '@/components/ui/button';
import { DatabaseIcon } from '@/components/ui/icons';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { useMyLeads } from '@/lib/api/my-leads';
import { ExportLink } from '../components/export-link';
import { FindLeadsPage } from '../components/find-leads-layout';
import { PagedLeadTable } from '../components/paged-lead-table';
import { ReportBounceDialog } from '../components/report-bounce-dialog';
import { ResultsSkeleton } from '../components/results-skeleton';
import { REVEAL_PARAM, revealBannerText } from '../credit-usage';
import { useCursorPaging } from '../hooks/use-cursor-paging';
import { useFocusFallback } from '../hooks/use-focus-fallback';
import { leads } from '../labels';

/**
 * /find-leads/my-leads: every lead whose e-mail is the person's, newest first; free export.
 * `?reveal=` narrows it to the leads one reveal paid for (the credit history links here).
 */
export function MyLeadsPage() {
  const paging = useCursorPaging();
  const [searchParams] = useSearchParams();
  const revealId = searchParams.get(REVEAL_PARAM) || undefined;
  const mine = useMyLeads(paging.cursor, revealId);
  const page = mine.data;
  const [bounceLead, setBounceLead] = useState<Lead | null>(null);
  // A reported lead's button gives way to its outcome: focus lands on the results after.
  const results = useFocusFallback<HTMLDivElement>();

  return (
    <FindLeadsPage>
      <PageTitle
        title="My Leads"
        eyebrow="Find Leads"
        description="Every e-mail you have revealed, newest first. They are yours to keep: exports and downloads are free."
        actions={
          page && page.total > 0 ? (
            <ExportLink source={{ unlocked: true }}>Export all</ExportLink>
          ) : undefined
        }
      />
      <div ref={results.ref} tabIndex={-1} className="mt-8 space-y-4 outline-none">
        <QueryContent
          query={mine}
          loading={<ResultsSkeleton label="Loading your leads..." />}
          icon={<DatabaseIcon className="size-7" />}
          failure="We couldn't load your leads"
          isEmpty={(data) => data.items.length === 0 && !data.reveal}
          empty={{
            title: 'No leads yet',
            action: <ButtonLink to={paths.findLeads}>Find leads</ButtonLink>,
            text: <p>Reveal an e-mail in the search and it appears here, yours for good.</p>,
          }}
        >
          {(data) => (
            <>
              {data.reveal ? (
                <RevealBanner reveal={data.reveal} />
              ) : (
                <p role="status" className="text-sm font-semibold text-slate-900">
                  {leads(data.total)} unlocked
                </p>
              )}
              <PagedLeadTable
                caption="My leads"
                leads={data.items}
                isStale={mine.isPlaceholderData}
                paging={paging}
                nextCursor={data.nextCursor}
                pagerLabel="My leads pages"
                onReportBounce={setBounceLead}
              />
            </>
          )}
        </QueryContent>
      </div>
      <ReportBounceDialog
        lead={bounceLead}
        onClose={() => {
          setBounceLead(null);
          results.restore();
        }}
      />
    </FindLeadsPage>
  );
}

/** "Showing the 25 leads of the reveal on 26 Nov 2026 · Show all" */
function RevealBanner({ reveal }: { reveal: MyLeadsReveal }) {
  return (
    <p
      role="status"
      data-testid="reveal-banner"
      className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-xl border border-indigo-100 bg-indigo-50/70 px-4 py-3 text-sm font-semibold text-slate-900"
    >
      <span>{revealBannerText(reveal)}</span>
      <span aria-hidden="true" className="text-slate-400">
        ·
      </span>
      <Link
        to={paths.myLeads}
        className="text-indigo-700 underline-offset-2 hover:text-indigo-600 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        Show all
      </Link>
    </p>
  );
}
